// @vitest-environment node
// The server's build (`import.meta.env.SSR`), where the sources are kept (decision 0920).
import { buildImageSources } from '@truffe/image/srcset';
import { describe, expect, it } from 'vitest';

import { buildPictureSources } from './pictureSources';

const path = 'catalog/product/CRQ-001.png';

describe('buildPictureSources on the server', () => {
  it('runs as the server build', () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  it('hands out the sources built before for the same image, and builds them for any other (decision 0920)', () => {
    const options = {
      path,
      preset: 'medium' as const,
      cover: true,
      focalPoint: { x: 0.5, y: 0.3 },
    };
    const first = buildPictureSources(options, undefined, '100vw');
    expect(buildPictureSources({ ...options }, undefined, '100vw')).toBe(first);
    for (const other of [
      { ...options, focalPoint: { x: 0.5, y: 0.4 } },
      { ...options, cover: false },
      { ...options, bg: '#000000' },
      { ...options, extension: 'png' as const },
      { ...options, baseUrl: '/cdn' },
      { ...options, path: 'catalog/product/CRQ-002.png' },
    ]) {
      const built = buildPictureSources(other, undefined, '100vw');
      expect(built).not.toBe(first);
      expect(built).toEqual(buildImageSources(other, '100vw'));
    }
    expect(buildPictureSources(options, undefined, '50vw')).toEqual(
      buildImageSources(options, '50vw'),
    );
  });
});
