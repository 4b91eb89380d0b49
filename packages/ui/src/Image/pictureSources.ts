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
  // The server only: the browser builds a page's images once, and its bundle has no byte to spare.
  if (!import.meta.env.SSR || urlBuilder !== buildImageUrl) {
    return buildImageSources(options, sizes, urlBuilder);
  }
  const { path, preset, extension, bg, cover, focalPoint, baseUrl } = options;
  const key = `${path}\n${preset}\n${extension}\n${bg}\n${cover}\n${focalPoint?.x},${focalPoint?.y}\n${baseUrl}\n${sizes}`;
  let built = builtSources.get(key);
  if (built === undefined) {
    built = buildImageSources(options, sizes, urlBuilder);
    if (builtSources.size >= builtSourcesLimit) builtSources.clear();
    builtSources.set(key, built);
  }
  return built;
}

/**
 * The sources built last with the default URL builder, by everything they are made of (decision 0920): the
 * same images are on every page (menu, footer, product cards of a category) and each takes 6–8 URLs (~15 µs
 * on the server). Nobody changes a result: the same object is handed out again.
 */
const builtSources = new Map<string, ImageSources>();
const builtSourcesLimit = 4000;
