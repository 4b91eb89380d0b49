import { describe, expect, it } from 'vitest';

import { buildImageSources, buildSizes, selectableMultipliers, slotRange } from './srcset';

describe('buildImageSources', () => {
  const sources = buildImageSources({ path: 'catalog/product/CRQ-001.png', preset: 'medium' });

  it('falls back to jpeg at multiplier 1 with the preset size', () => {
    expect(sources.src).toBe('/media/catalog/product/CRQ-001.png?width=474&height=474&size=medium');
    expect(sources.width).toBe(474);
    expect(sources.height).toBe(474);
  });

  it('has one webp source over the multipliers 0.5, 1, 2 and 4 without sizes (the fallback is src)', () => {
    expect(sources.sources.map((source) => source.type)).toEqual(['image/webp']);
    const entries = sources.sources[0]!.srcSet.split(', ');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual(['237w', '474w', '948w', '1896w']);
    for (const entry of entries) expect(entry).toContain('format=webp&');
  });

  it('uses png for transparent images and keeps cover and focal point on every entry', () => {
    const png = buildImageSources({
      path: 'brand/logo.png',
      preset: 'logo',
      extension: 'png',
      cover: true,
      focalPoint: { x: 0.1, y: 0.9 },
    });
    expect(png.src).not.toContain('format=');
    expect(png.src).toContain('extension=png');
    expect(png.sources.map((source) => source.type)).toEqual(['image/webp']);
    expect(
      png.sources[0]!.srcSet.match(/cover=1&extension=png&focalPoint=0\.1x0\.9/g),
    ).toHaveLength(4);
  });
});

describe('candidates the sizes can select (decision 0898)', () => {
  const widthsOf = (preset: 'thumbnail' | 'medium' | 'productThumbnail', sizes?: string) =>
    buildImageSources({ path: 'catalog/product/CRQ-001.png', preset }, sizes)
      .sources[0]!.srcSet.split(', ')
      .map((entry) => entry.split(' ')[1]);

  it('drops a candidate narrower than the narrowest slot', () => {
    // A 50 px thumbnail is never drawn from 25 px; 200 px covers 50 px at a pixel ratio of 3.
    expect(widthsOf('thumbnail', '50px')).toEqual(['50w', '100w', '200w']);
    // The gallery's main picture is at least 320 px (a phone's full width): 237 px is never taken.
    expect(widthsOf('medium', '(min-width: 1024px) 474px, 100vw')).toEqual([
      '474w',
      '948w',
      '1896w',
    ]);
  });

  it('drops a candidate above the one that covers the widest slot at a pixel ratio of 3', () => {
    expect(widthsOf('medium', '100px')).toEqual(['237w', '474w']);
    expect(selectableMultipliers('thumbnail', '30px')).toEqual([1, 2]);
  });

  it('keeps every candidate a listing tile can take, and all of them when sizes cannot be read', () => {
    expect(
      widthsOf('productThumbnail', '(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw'),
    ).toEqual(['180w', '360w', '720w', '1440w']);
    expect(widthsOf('thumbnail', 'calc(100vw - 2rem)')).toEqual(['25w', '50w', '100w', '200w']);
    expect(slotRange('(max-width: 600px) 100vw, 50vw')).toEqual({ min: 300.5, max: 1280 });
    expect(slotRange('(orientation: portrait) 100vw')).toBeUndefined();
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
