import { describe, expect, it } from 'vitest';

import { buildImageSources, buildSizes } from './srcset';

describe('buildImageSources', () => {
  const sources = buildImageSources({ path: 'catalog/product/CRQ-001.png', preset: 'medium' });

  it('falls back to jpeg at multiplier 1 with the preset size', () => {
    expect(sources.src).toBe(
      '/media/catalog/product/CRQ-001.png?format=jpeg&width=474&height=474&size=medium&bg=FFFFFF&cover=0&extension=jpeg',
    );
    expect(sources.width).toBe(474);
    expect(sources.height).toBe(474);
  });

  it('lists webp first, then the fallback, each over the multipliers 0.5, 1, 2 and 4', () => {
    expect(sources.sources.map((source) => source.type)).toEqual(['image/webp', 'image/jpeg']);
    for (const source of sources.sources) {
      const entries = source.srcSet.split(', ');
      expect(entries.map((entry) => entry.split(' ')[1])).toEqual([
        '237w',
        '474w',
        '948w',
        '1896w',
      ]);
      const format = source.type === 'image/webp' ? 'webp' : 'jpeg';
      for (const entry of entries) expect(entry).toContain(`format=${format}&`);
    }
  });

  it('uses png for transparent images and keeps cover and focal point on every entry', () => {
    const png = buildImageSources({
      path: 'brand/logo.png',
      preset: 'logo',
      extension: 'png',
      cover: true,
      focalPoint: { x: 0.1, y: 0.9 },
    });
    expect(png.src).toContain('format=png&');
    expect(png.sources.map((source) => source.type)).toEqual(['image/webp', 'image/png']);
    for (const source of png.sources) {
      expect(source.srcSet.match(/cover=1&extension=png&focalPoint=0\.1x0\.9/g)).toHaveLength(4);
    }
  });
});

describe('buildSizes', () => {
  it('fills narrow viewports and uses the preset width on wider ones by default', () => {
    expect(buildSizes({ preset: 'medium' })).toBe('(max-width: 474px) 100vw, 474px');
  });

  it('orders custom rules from the narrowest viewport up', () => {
    expect(
      buildSizes({
        preset: 'productItemLarge',
        rules: [
          { maxWidth: 1024, size: '33vw' },
          { maxWidth: 600, size: '50vw' },
        ],
        fallback: '400px',
      }),
    ).toBe('(max-width: 600px) 50vw, (max-width: 1024px) 33vw, 400px');
  });
});
