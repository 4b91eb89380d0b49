import { imagePresets } from '@truffe/image/presets';
import { type ImageMimeType, type ImageSources } from '@truffe/image/srcset';
import {
  buildImageUrl,
  defaultExtension,
  presetDimensions,
  sizeMultipliers,
  type ImageFormat,
  type ImageUrlOptions,
} from '@truffe/image/url';

/** Builds the address of one derivative; `buildImageUrl` of @truffe/image by default. */
export type ImageUrlBuilder = (options: ImageUrlOptions) => string;

export type PictureOptions = Omit<ImageUrlOptions, 'multiplier' | 'format'>;

const mimeTypes: Record<ImageFormat, ImageMimeType> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The `<picture>` sources of an image: webp first, then the fallback extension, each over the size
 * multipliers 0.5, 1, 2, 4 (the same as `buildImageSources` of @truffe/image, with a replaceable URL
 * builder for a CDN or for static derivatives).
 */
export function buildPictureSources(
  options: PictureOptions,
  urlBuilder: ImageUrlBuilder = buildImageUrl,
): ImageSources {
  const extension = options.extension ?? defaultExtension;
  const srcSet = (format: ImageFormat) =>
    sizeMultipliers
      .map((multiplier) => {
        const { width } = presetDimensions(options.preset, multiplier);
        return `${urlBuilder({ ...options, multiplier, format })} ${width}w`;
      })
      .join(', ');
  const { width, height } = imagePresets[options.preset];
  return {
    src: urlBuilder({ ...options, multiplier: 1, format: extension }),
    sources: [
      { type: mimeTypes.webp, srcSet: srcSet('webp') },
      { type: mimeTypes[extension], srcSet: srcSet(extension) },
    ],
    width,
    height,
  };
}
