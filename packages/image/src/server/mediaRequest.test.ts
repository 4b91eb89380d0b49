import { describe, expect, it } from 'vitest';

import { buildImageUrl } from '../url';
import { MediaError } from './mediaError';
import { parseMediaRequest } from './mediaRequest';

/** The part of a built URL below the mount point. */
function below(url: string): string {
  return url.slice('/media'.length);
}

function refusal(url: string): MediaError | undefined {
  try {
    parseMediaRequest(url);
    return undefined;
  } catch (error) {
    if (error instanceof MediaError) return error;
    throw error;
  }
}

describe('parseMediaRequest', () => {
  it('reads back what buildImageUrl wrote', () => {
    const url = buildImageUrl({
      path: 'cms/été 2026/bannière.png',
      preset: 'logoMobile',
      multiplier: 0.5,
      format: 'webp',
      extension: 'png',
      bg: '000',
      cover: true,
      focalPoint: { x: 0.25, y: 1 },
    });
    expect(parseMediaRequest(below(url))).toEqual({
      segments: ['cms', 'été 2026', 'bannière.png'],
      preset: 'logoMobile',
      multiplier: 0.5,
      width: 45,
      height: 33,
      format: 'webp',
      extension: 'png',
      background: '000000',
      cover: true,
      focalPoint: { x: 0.25, y: 1 },
    });
  });

  it('defaults the format to the extension, the background to white and the focal point to the centre', () => {
    expect(parseMediaRequest('/a.png?width=948&height=948&size=medium')).toMatchObject({
      multiplier: 2,
      format: 'jpeg',
      extension: 'jpeg',
      background: 'FFFFFF',
      cover: false,
      focalPoint: { x: 0.5, y: 0.5 },
    });
  });

  it('accepts every preset at every multiplier the URL builder produces', () => {
    for (const multiplier of [0.5, 1, 2, 4] as const) {
      const url = buildImageUrl({ path: 'a.png', preset: 'verifiedReviewsWidget', multiplier });
      expect(parseMediaRequest(below(url)).multiplier).toBe(multiplier);
    }
  });

  it.each([
    ['/a.png?width=56&height=13&size=verifiedReviewsWidget', 'size_not_allowed'],
    ['/a.png?width=0120&height=120&size=small', 'invalid_parameter'],
    ['/a.png?width=120.0&height=120&size=small', 'invalid_parameter'],
    ['/a.png?width=120&height=120&size=constructor', 'invalid_parameter'],
    ['/a.png?width=120&height=120&size=small&cover=true', 'invalid_parameter'],
    ['/a.png?width=120&height=120&size=small&focalPoint=0.5,0.5', 'invalid_parameter'],
    ['/a.png?width=120&height=120&size=small&focalPoint=0.1234x0.5', 'invalid_parameter'],
    ['/a.png?width=120&height=120&size=small&__proto__=1', 'invalid_parameter'],
    ['a.png?width=120&height=120&size=small', 'invalid_path'],
    ['/a/./b.png?width=120&height=120&size=small', 'invalid_path'],
    [`/${'a/'.repeat(16)}b.png?width=120&height=120&size=small`, 'invalid_path'],
  ])('refuses %s (%s)', (url, code) => {
    expect(refusal(url)?.code).toBe(code);
  });

  it('names the faulty parameter in its message', () => {
    expect(
      refusal('/a.png?width=120&height=120&size=small&quality=9')?.localizedMessage('en-GB'),
    ).toBe('Invalid image parameter: quality.');
    expect(refusal('/a.png?height=120&size=small')?.localizedMessage('fr-FR')).toBe(
      "Paramètre d'image invalide : width.",
    );
  });
});
