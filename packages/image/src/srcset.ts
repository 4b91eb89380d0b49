import { imagePresets, type ImagePresetName } from './presets';
import {
  buildImageUrl,
  defaultExtension,
  presetDimensions,
  sizeMultipliers,
  type ImageFormat,
  type ImageUrlOptions,
} from './url';

export type ImageMimeType = 'image/webp' | 'image/jpeg' | 'image/png';

export interface ImageSource {
  type: ImageMimeType;
  /** `url Nw` entries for every size multiplier. */
  srcSet: string;
}

export interface ImageSources {
  /** The fallback format at multiplier 1 (for `<img src>`). */
  src: string;
  /** One `<source>` per format, webp first, then the fallback extension. */
  sources: ImageSource[];
  /** The preset's width at multiplier 1 (the `<img>` width attribute). */
  width: number;
  /** The preset's height at multiplier 1 (the `<img>` height attribute). */
  height: number;
}

const mimeTypes: Record<ImageFormat, ImageMimeType> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

function buildSrcSet(
  options: Omit<ImageUrlOptions, 'multiplier' | 'format'>,
  format: ImageFormat,
): string {
  return sizeMultipliers
    .map((multiplier) => {
      const { width } = presetDimensions(options.preset, multiplier);
      return `${buildImageUrl({ ...options, multiplier, format })} ${width}w`;
    })
    .join(', ');
}

/** Everything a `<picture>` needs for one image: webp and fallback srcsets over the size multipliers 0.5, 1, 2, 4. */
export function buildImageSources(
  options: Omit<ImageUrlOptions, 'multiplier' | 'format'>,
): ImageSources {
  const extension = options.extension ?? defaultExtension;
  const { width, height } = imagePresets[options.preset];
  return {
    src: buildImageUrl({ ...options, multiplier: 1, format: extension }),
    sources: [
      { type: mimeTypes.webp, srcSet: buildSrcSet(options, 'webp') },
      { type: mimeTypes[extension], srcSet: buildSrcSet(options, extension) },
    ],
    width,
    height,
  };
}

/** One `sizes` entry: below `maxWidth` CSS pixels of viewport the image is `size` wide. */
export interface SizesRule {
  /** Viewport width in CSS pixels up to which the rule applies. */
  maxWidth: number;
  /** A CSS length, e.g. `100vw`, `50vw`, `calc(100vw - 32px)`. */
  size: string;
}

export interface SizesOptions {
  /** The preset whose width is the size on wide viewports. */
  preset: ImagePresetName;
  /** Rules from the narrowest viewport up. @defaultValue full viewport width up to the preset's width */
  rules?: readonly SizesRule[];
  /** Size when no rule matches. @defaultValue the preset's width in px */
  fallback?: string;
}

/**
 * The `sizes` attribute for an image of a preset, e.g. `(max-width: 474px) 100vw, 474px`:
 * by default the image fills narrow viewports and shows at its preset width on wider ones.
 */
export function buildSizes(options: SizesOptions): string {
  const { width } = imagePresets[options.preset];
  const rules = options.rules ?? [{ maxWidth: width, size: '100vw' }];
  const sorted = [...rules].sort((a, b) => a.maxWidth - b.maxWidth);
  return [
    ...sorted.map((rule) => `(max-width: ${rule.maxWidth}px) ${rule.size}`),
    options.fallback ?? `${width}px`,
  ].join(', ');
}
