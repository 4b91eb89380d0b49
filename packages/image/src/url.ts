import { imagePresets, type ImagePresetName } from './presets';

/** Size multipliers of spec §9: each preset is served at these device-pixel ratios. */
export const sizeMultipliers = [0.5, 1, 2, 4] as const;
export type SizeMultiplier = (typeof sizeMultipliers)[number];

/** Output formats of the resizer: webp first, then the fallback extension. */
export const imageFormats = ['webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Fallback formats (spec §9): jpeg by default, png for transparent images. */
export const imageExtensions = ['jpeg', 'png'] as const;
export type ImageExtension = (typeof imageExtensions)[number];

/** A point of interest kept in frame when cropping, as fractions 0..1 from the left and from the top. */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface ImageUrlOptions {
  /** The master's path under the media root, e.g. `catalog/product/CRQ-001.png`. */
  path: string;
  /** The preset (spec §9) that fixes width × height at multiplier 1. */
  preset: ImagePresetName;
  /** Device-pixel multiplier of the preset's size. @defaultValue 1 */
  multiplier?: SizeMultiplier;
  /** Output format. @defaultValue the extension */
  format?: ImageFormat;
  /** Fallback format; png for transparent images. @defaultValue 'jpeg' */
  extension?: ImageExtension;
  /** Padding colour as hex without '#' (3 or 6 digits). @defaultValue 'FFFFFF' */
  bg?: string;
  /** Crop to fill the frame around `focalPoint` instead of fitting the whole image and padding with `bg`. @defaultValue false */
  cover?: boolean;
  /** Point kept in frame by a `cover` crop; only sent with `cover`. @defaultValue the centre */
  focalPoint?: FocalPoint;
  /** Where the resizer is mounted. @defaultValue '/media' */
  baseUrl?: string;
}

/** Default padding colour (spec §9). */
export const defaultBackground = 'FFFFFF';

/**
 * The padding colours a derivative may have (decision 0881): white, black and the light surfaces and dark
 * text colours of the design tokens (packages/ui/src/theme/tokens.ts). Any other `bg` is refused (400), so
 * that one master has a handful of padded variants, not 16.7 million.
 */
export const backgroundPalette: readonly string[] = [
  'FFFFFF', // neutral 0
  '000000',
  'F7F7F8', // neutral 50
  'EEEFF1', // neutral 100
  'DCDEE2', // neutral 200
  '17191C', // neutral 900
  'EEF4FC', // primary 50
  'D6E4F7', // primary 100
  '173F82', // primary 700
  'FDF8EA', // secondary 50
  'FAEDC6', // secondary 100
];

/** Whether a normalized colour (six upper-case hex digits) is in {@link backgroundPalette}. */
export function isAllowedBackground(hex: string): boolean {
  return backgroundPalette.includes(hex);
}

/**
 * Focal points are rounded to this grid (decision 0881): 21 × 21 positions, finer than any crop needs, so that
 * one master has at most 441 cropped variants per preset and format, not a million.
 */
export const focalPointGrid = 0.05;

/** A focal coordinate clamped to 0..1 and rounded to the grid; anything not finite becomes the centre. */
export function roundFocalCoordinate(value: number): number {
  const clamped = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;
  return Number((Math.round(clamped / focalPointGrid) * focalPointGrid).toFixed(2));
}

/** Default fallback format (spec §9). */
export const defaultExtension: ImageExtension = 'jpeg';

/** Pixel size of a preset at a multiplier, rounded to whole pixels (e.g. logoMobile × 0.5 = 45 × 33). */
export function presetDimensions(
  preset: ImagePresetName,
  multiplier: SizeMultiplier = 1,
): { width: number; height: number } {
  const { width, height } = imagePresets[preset];
  return { width: Math.round(width * multiplier), height: Math.round(height * multiplier) };
}

/**
 * Normalizes a padding colour to six upper-case hex digits.
 * @throws TypeError when it is not 3 or 6 hex digits (with or without '#').
 */
export function normalizeBackground(bg: string): string {
  const hex = bg.startsWith('#') ? bg.slice(1) : bg;
  if (/^[0-9a-f]{6}$/i.test(hex)) return hex.toUpperCase();
  if (/^[0-9a-f]{3}$/i.test(hex)) {
    return [...hex]
      .map((digit) => digit + digit)
      .join('')
      .toUpperCase();
  }
  throw new TypeError(`Invalid image background "${bg}": expected 3 or 6 hex digits.`);
}

/** A focal coordinate as written in the URL: on the grid, so that one crop has one URL. */
function focalCoordinate(value: number): string {
  return String(roundFocalCoordinate(value));
}

/**
 * A padding colour of the palette, normalized.
 * @throws TypeError when it is not 3 or 6 hex digits or not in {@link backgroundPalette}.
 */
function allowedBackground(bg: string): string {
  const hex = normalizeBackground(bg);
  if (!isAllowedBackground(hex)) {
    throw new TypeError(
      `Image background "${bg}" is not in the palette: ${backgroundPalette.join(', ')}.`,
    );
  }
  return hex;
}

/** Formats a focal point as the `focalPoint` parameter (`x` by `y`, e.g. `0.5x0.3`). */
export function formatFocalPoint(point: FocalPoint): string {
  return `${focalCoordinate(point.x)}x${focalCoordinate(point.y)}`;
}

/** Encodes each segment of a media path, keeping the slashes between them. */
function encodeMediaPath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * Builds the URL of one derivative (spec §7: format, width, height, size, bg, cover, extension, focalPoint).
 * Parameters always come in the same order so one derivative has one URL (one cache entry everywhere). A
 * parameter at the resizer's default is left out (decision 0898: a product page writes ~60 of these URLs):
 * `format` when it is the extension, `bg` when white, `cover` without a crop, `extension` when jpeg.
 */
export function buildImageUrl(options: ImageUrlOptions): string {
  const extension = options.extension ?? defaultExtension;
  const format = options.format ?? extension;
  const { width, height } = presetDimensions(options.preset, options.multiplier ?? 1);
  const cover = options.cover === true;
  const bg = allowedBackground(options.bg ?? defaultBackground);
  const params = [
    ...(format === extension ? [] : [`format=${format}`]),
    `width=${width}`,
    `height=${height}`,
    `size=${options.preset}`,
    ...(bg === defaultBackground ? [] : [`bg=${bg}`]),
    ...(cover ? ['cover=1'] : []),
    ...(extension === defaultExtension ? [] : [`extension=${extension}`]),
  ];
  if (cover && options.focalPoint)
    params.push(`focalPoint=${formatFocalPoint(options.focalPoint)}`);
  const baseUrl = (options.baseUrl ?? '/media').replace(/\/+$/, '');
  return `${baseUrl}/${encodeMediaPath(options.path)}?${params.join('&')}`;
}
