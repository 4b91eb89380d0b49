import sharp from 'sharp';

import type { ImageFormat } from '../url';
import { MediaError } from './mediaError';
import type { MediaRequest } from './mediaRequest';
import { sniffSourceFormat } from './sourceFormat';

export interface RenderLimits {
  /** Largest width × height of a master. */
  maxInputPixels: number;
  /** Longest a single resize may take. */
  timeoutSeconds: number;
}

export interface Derivative {
  bytes: Buffer;
  contentType: `image/${ImageFormat}`;
}

/** Encoder settings per output format (the benchmark uses the same ones for its sharp baseline). */
export const encoderOptions = {
  webp: { quality: 80, effort: 4 },
  // mozjpeg's trellis quantisation and progressive scans cost CPU once and save bytes on every view.
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 8 },
} as const satisfies { webp: sharp.WebpOptions; jpeg: sharp.JpegOptions; png: sharp.PngOptions };

function encode(pipeline: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  switch (format) {
    case 'webp':
      return pipeline.webp(encoderOptions.webp);
    case 'jpeg':
      return pipeline.jpeg(encoderOptions.jpeg);
    case 'png':
      return pipeline.png(encoderOptions.png);
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Checks a master from its header only (format by magic bytes, then dimensions from the metadata, before any
 * pixel is decoded), then resizes it to exactly the requested width × height:
 * - `cover`: scales to fill the frame and crops around the focal point (kept inside the frame);
 * - otherwise: fits the whole image and pads with the background (fit `contain`).
 * Transparency survives in png and webp; jpeg is flattened onto the background.
 * @throws MediaError `unsupported_source` or `source_too_large`
 */
export async function renderDerivative(
  input: Buffer,
  request: MediaRequest,
  limits: RenderLimits,
): Promise<Derivative> {
  const sourceFormat = sniffSourceFormat(input);
  if (!sourceFormat) throw new MediaError('unsupported_source');
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaError('unsupported_source', '', { cause: error });
  }
  if (metadata.format !== sourceFormat)
    throw new MediaError('unsupported_source', String(metadata.format));
  const sourceWidth = metadata.autoOrient.width;
  const sourceHeight = metadata.autoOrient.height;
  if (!(sourceWidth > 0 && sourceHeight > 0)) throw new MediaError('unsupported_source');
  if (sourceWidth * sourceHeight > limits.maxInputPixels) {
    throw new MediaError('source_too_large', `${sourceWidth} × ${sourceHeight} pixels`);
  }

  const { width, height, background, format } = request;
  const rgb = {
    r: parseInt(background.slice(0, 2), 16),
    g: parseInt(background.slice(2, 4), 16),
    b: parseInt(background.slice(4, 6), 16),
  };
  const keepAlpha = metadata.hasAlpha === true && format !== 'jpeg';
  let pipeline = sharp(input, {
    limitInputPixels: limits.maxInputPixels,
    failOn: 'error',
    autoOrient: true,
    sequentialRead: true,
  }).timeout({ seconds: limits.timeoutSeconds });
  if (metadata.hasAlpha && !keepAlpha) pipeline = pipeline.flatten({ background: rgb });

  if (request.cover) {
    // sharp's own cover positions are gravities and entropy/attention strategies, not a point: scale to fill,
    // then cut the frame out around the focal point, pushed back inside the picture at the edges.
    const scale = Math.max(width / sourceWidth, height / sourceHeight);
    const scaledWidth = Math.max(width, Math.round(sourceWidth * scale));
    const scaledHeight = Math.max(height, Math.round(sourceHeight * scale));
    const left = clamp(
      Math.round(request.focalPoint.x * scaledWidth - width / 2),
      0,
      scaledWidth - width,
    );
    const top = clamp(
      Math.round(request.focalPoint.y * scaledHeight - height / 2),
      0,
      scaledHeight - height,
    );
    pipeline = pipeline
      .resize(scaledWidth, scaledHeight, { fit: 'fill' })
      .extract({ left, top, width, height });
  } else {
    pipeline = pipeline.resize(width, height, {
      fit: 'contain',
      background: { ...rgb, alpha: keepAlpha ? 0 : 1 },
    });
  }

  try {
    return { bytes: await encode(pipeline, format).toBuffer(), contentType: `image/${format}` };
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message))
      throw new MediaError('busy', '', { cause: error });
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new MediaError('source_too_large', '', { cause: error });
    }
    throw new MediaError('unsupported_source', '', { cause: error });
  }
}
