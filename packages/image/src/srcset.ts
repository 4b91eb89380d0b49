import { imagePresets, type ImagePresetName } from './presets';
import {
  buildImageUrl,
  defaultExtension,
  presetDimensions,
  sizeMultipliers,
  type ImageFormat,
  type ImageUrlOptions,
  type SizeMultiplier,
} from './url';

export type ImageMimeType = 'image/webp' | 'image/jpeg' | 'image/png';

export interface ImageSource {
  type: ImageMimeType;
  /** `url Nw` entries for the size multipliers the `sizes` can select. */
  srcSet: string;
}

export interface ImageSources {
  /** The fallback format at multiplier 1 (for `<img src>`). */
  src: string;
  /**
   * The `<source>` of the picture: webp, over the multipliers the `sizes` can select. The fallback extension
   * has no source of its own (decision 0898): a browser without webp takes `src`, at multiplier 1.
   */
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

/** Viewports the candidates are chosen for, in CSS pixels (the spec's default phone is 360 px wide). */
const narrowestViewport = 320;
const widestViewport = 2560;
/** The highest device-pixel ratio a candidate is kept for (phones are 2–3; 4 is served by 3's candidate). */
const highestPixelRatio = 3;

/** A `sizes` length in CSS px at a viewport width, or undefined when it is not `Npx` or `Nvw` (calc, em…). */
function slotWidth(length: string, viewport: number): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(px|vw)$/.exec(length.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === 'px' ? value : (value * viewport) / 100;
}

/**
 * The narrowest and widest slot a `sizes` attribute gives between the narrowest and widest viewports, or
 * undefined when it uses something other than `(min-width: Npx)` / `(max-width: Npx)` and `Npx` / `Nvw`.
 */
export function slotRange(sizes: string): { min: number; max: number } | undefined {
  const rules: { test: (viewport: number) => boolean; length: string }[] = [];
  const breakpoints = new Set([narrowestViewport, widestViewport]);
  for (const entry of sizes.split(',')) {
    const match = /^\s*(?:\((min|max)-width:\s*(\d+)px\)\s+)?(\S+)\s*$/.exec(entry);
    if (!match) return undefined;
    const [, kind, limitText, length] = match;
    const limit = Number(limitText);
    if (kind) {
      breakpoints
        .add(limit - 1)
        .add(limit)
        .add(limit + 1);
    }
    rules.push({
      test: (viewport) =>
        kind === 'min' ? viewport >= limit : kind === 'max' ? viewport <= limit : true,
      length: length!,
    });
  }
  let min = Infinity;
  let max = 0;
  for (const viewport of breakpoints) {
    if (viewport < narrowestViewport || viewport > widestViewport) continue;
    const rule = rules.find((candidate) => candidate.test(viewport));
    if (!rule) continue;
    const width = slotWidth(rule.length, viewport);
    if (width === undefined) return undefined;
    min = Math.min(min, width);
    max = Math.max(max, width);
  }
  return max > 0 ? { min, max } : undefined;
}

/**
 * The size multipliers (spec §9: 0.5, 1, 2, 4) a browser can pick for a preset shown at `sizes` (decision
 * 0898): a browser takes the narrowest candidate at least as wide as the slot × its pixel ratio, so a
 * candidate narrower than the narrowest slot is never taken, nor one above the candidate that already covers
 * the widest slot at the highest pixel ratio. All of them when `sizes` cannot be read.
 */
export function selectableMultipliers(
  preset: ImagePresetName,
  sizes: string | undefined,
): readonly SizeMultiplier[] {
  const range = sizes === undefined ? undefined : slotRange(sizes);
  if (!range) return sizeMultipliers;
  const widths = sizeMultipliers.map((multiplier) => presetDimensions(preset, multiplier).width);
  const kept = sizeMultipliers.filter((_, index) => {
    const width = widths[index]!;
    const last = index === widths.length - 1;
    const reachable = width >= range.min || last;
    const needed = index === 0 || widths[index - 1]! < range.max * highestPixelRatio;
    return reachable && needed;
  });
  return kept.length > 0 ? kept : sizeMultipliers;
}

/** `url Nw` candidates of one format over the given multipliers. */
export function buildSrcSet(
  options: Omit<ImageUrlOptions, 'multiplier' | 'format'>,
  format: ImageFormat,
  multipliers: readonly SizeMultiplier[] = sizeMultipliers,
  urlBuilder: (options: ImageUrlOptions) => string = buildImageUrl,
): string {
  return multipliers
    .map((multiplier) => {
      const { width } = presetDimensions(options.preset, multiplier);
      return `${urlBuilder({ ...options, multiplier, format })} ${width}w`;
    })
    .join(', ');
}

/**
 * Everything a `<picture>` needs for one image: a webp source over the multipliers `sizes` can select (all of
 * 0.5, 1, 2, 4 without `sizes`), and the fallback format at multiplier 1 as `src`.
 */
export function buildImageSources(
  options: Omit<ImageUrlOptions, 'multiplier' | 'format'>,
  sizes?: string,
  urlBuilder: (options: ImageUrlOptions) => string = buildImageUrl,
): ImageSources {
  const extension = options.extension ?? defaultExtension;
  const { width, height } = imagePresets[options.preset];
  return {
    src: urlBuilder({ ...options, multiplier: 1, format: extension }),
    sources: [
      {
        type: mimeTypes.webp,
        srcSet: buildSrcSet(
          options,
          'webp',
          selectableMultipliers(options.preset, sizes),
          urlBuilder,
        ),
      },
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
