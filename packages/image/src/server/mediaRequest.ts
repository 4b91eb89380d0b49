import { z } from 'zod';

import { imagePresets, type ImagePresetName } from '../presets';
import {
  defaultBackground,
  defaultExtension,
  imageExtensions,
  imageFormats,
  isAllowedBackground,
  normalizeBackground,
  presetDimensions,
  roundFocalCoordinate,
  sizeMultipliers,
  type FocalPoint,
  type ImageExtension,
  type ImageFormat,
  type SizeMultiplier,
} from '../url';
import { MediaError } from './mediaError';

/** A validated request for one derivative. */
export interface MediaRequest {
  /** Decoded path segments under the media root, none empty, none starting with '.'. */
  segments: string[];
  preset: ImagePresetName;
  multiplier: SizeMultiplier;
  width: number;
  height: number;
  format: ImageFormat;
  extension: ImageExtension;
  /** Six upper-case hex digits. */
  background: string;
  cover: boolean;
  /** Where a `cover` crop is centred (the centre when none was given). */
  focalPoint: FocalPoint;
}

const maxPathLength = 1024;
const maxSegments = 16;
const presetNames = Object.keys(imagePresets) as [ImagePresetName, ...ImagePresetName[]];
const pixels = z.string().regex(/^[1-9][0-9]{0,4}$/);
const unit = '(?:0(?:\\.[0-9]{1,3})?|1(?:\\.0{1,3})?)';

// spec §7: format, width, height, size, bg, cover, extension, focalPoint — and nothing else, so that no two
// spellings of one derivative reach a CDN as different URLs by accident.
const querySchema = z.strictObject({
  format: z.enum(imageFormats).optional(),
  width: pixels,
  height: pixels,
  size: z.enum(presetNames),
  bg: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
    .optional(),
  cover: z.enum(['0', '1']).optional(),
  extension: z.enum(imageExtensions).optional(),
  focalPoint: z
    .string()
    .regex(new RegExp(`^${unit}x${unit}$`))
    .optional(),
});

/**
 * Splits and decodes the path part of a request (below the mount point). Refuses empty segments (absolute or
 * doubled slashes), '.', '..' and every other dot-name (also when percent-encoded), backslashes and control
 * characters, so the result can only name something below the media root.
 */
function parseSegments(rawPath: string): string[] {
  if (!rawPath.startsWith('/') || rawPath.length > maxPathLength)
    throw new MediaError('invalid_path');
  const rawSegments = rawPath.slice(1).split('/');
  if (rawSegments.length > maxSegments) throw new MediaError('invalid_path');
  return rawSegments.map((raw) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch (error) {
      throw new MediaError('invalid_path', '', { cause: error });
    }
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    if (segment === '' || segment.startsWith('.') || /[/\\\u0000-\u001f\u007f]/.test(segment)) {
      throw new MediaError('invalid_path');
    }
    return segment;
  });
}

function parseQuery(rawQuery: string): z.infer<typeof querySchema> {
  // No prototype: a parameter named `__proto__` is a key like any other (and refused as unknown).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    if (Object.hasOwn(fields, name)) throw new MediaError('invalid_parameter', name);
    fields[name] = value;
  }
  const parsed = querySchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name =
      issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue?.path[0] ?? '');
    throw new MediaError('invalid_parameter', name);
  }
  return parsed.data;
}

/**
 * The decoded path segments of a request URL below the mount point (the master to look for first: a missing
 * one is a 404 whatever the parameters).
 * @throws MediaError `invalid_path`
 */
export function parseMediaPath(url: string): string[] {
  const queryStart = url.indexOf('?');
  return parseSegments(queryStart === -1 ? url : url.slice(0, queryStart));
}

/**
 * Validates a request URL below the mount point, e.g.
 * `/catalog/product/CRQ-001.png?format=webp&width=948&height=948&size=medium`.
 * Width and height must be the preset's at one of the size multipliers: no arbitrary sizes.
 * @throws MediaError (400) for anything else.
 */
export function parseMediaRequest(url: string): MediaRequest {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = parseSegments(rawPath);
  const query = parseQuery(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const width = Number(query.width);
  const height = Number(query.height);
  const multiplier = sizeMultipliers.find((candidate) => {
    const dimensions = presetDimensions(query.size, candidate);
    return dimensions.width === width && dimensions.height === height;
  });
  if (multiplier === undefined) throw new MediaError('size_not_allowed', query.size);
  const extension = query.extension ?? defaultExtension;
  const [x = 0.5, y = 0.5] = query.focalPoint?.split('x').map(Number) ?? [];
  // Bounded variants (decision 0881): a colour of the palette only, focal points rounded to the grid.
  const background = normalizeBackground(query.bg ?? defaultBackground);
  if (!isAllowedBackground(background)) throw new MediaError('invalid_parameter', 'bg');
  return {
    segments,
    preset: query.size,
    multiplier,
    width,
    height,
    format: query.format ?? extension,
    extension,
    background,
    cover: query.cover === '1',
    focalPoint: { x: roundFocalCoordinate(x), y: roundFocalCoordinate(y) },
  };
}
