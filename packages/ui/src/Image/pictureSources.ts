import { buildImageSources, type ImageSources } from '@truffe/image/srcset';
import { buildImageUrl, type ImageUrlOptions } from '@truffe/image/url';

/** Builds the address of one derivative; `buildImageUrl` of @truffe/image by default. */
export type ImageUrlBuilder = (options: ImageUrlOptions) => string;

export type PictureOptions = Omit<ImageUrlOptions, 'multiplier' | 'format'>;

/**
 * The `<picture>` source of an image: webp over the size multipliers its `sizes` can select, and the fallback
 * extension at multiplier 1 as `src` (`buildImageSources` of @truffe/image, decision 0898), with a replaceable
 * URL builder for a CDN or for static derivatives.
 */
export function buildPictureSources(
  options: PictureOptions,
  urlBuilder: ImageUrlBuilder = buildImageUrl,
  sizes?: string,
): ImageSources {
  return buildImageSources(options, sizes, urlBuilder);
}
