import { describe, expect, it } from 'vitest';

import { imagePresets, type ImagePresetName } from './presets';
import { buildImageUrl, normalizeBackground, presetDimensions, sizeMultipliers } from './url';

function paramsOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://shop.test').searchParams);
}

describe('buildImageUrl', () => {
  it('carries the parameters of spec §7 in a fixed order, leaving out those at their default', () => {
    expect(
      buildImageUrl({
        path: 'catalog/product/CRQ-001.png',
        preset: 'medium',
        multiplier: 2,
        format: 'webp',
        cover: true,
        focalPoint: { x: 0.5, y: 0.3 },
      }),
    ).toBe(
      '/media/catalog/product/CRQ-001.png?format=webp&width=948&height=948&size=medium&cover=1&focalPoint=0.5x0.3',
    );
  });

  it('defaults to multiplier 1, the jpeg extension as format, a white background and no crop (all left out, decision 0898)', () => {
    expect(paramsOf(buildImageUrl({ path: 'a.jpg', preset: 'categoryImage' }))).toEqual({
      width: '1200',
      height: '300',
      size: 'categoryImage',
    });
    expect(
      paramsOf(
        buildImageUrl({ path: 'a.jpg', preset: 'small', format: 'webp', bg: '000', cover: true }),
      ),
    ).toEqual({
      format: 'webp',
      width: '120',
      height: '120',
      size: 'small',
      bg: '000000',
      cover: '1',
    });
  });

  it('uses the png extension as format for transparent images', () => {
    const params = paramsOf(buildImageUrl({ path: 'logo.png', preset: 'logo', extension: 'png' }));
    // The format is the extension's: written once.
    expect(params.format).toBeUndefined();
    expect(params.extension).toBe('png');
  });

  it('multiplies every preset by every multiplier, rounding to whole pixels', () => {
    for (const preset of Object.keys(imagePresets) as ImagePresetName[]) {
      for (const multiplier of sizeMultipliers) {
        const params = paramsOf(buildImageUrl({ path: 'x.png', preset, multiplier }));
        expect(Number(params.width)).toBe(Math.round(imagePresets[preset].width * multiplier));
        expect(Number(params.height)).toBe(Math.round(imagePresets[preset].height * multiplier));
      }
    }
    expect(presetDimensions('logoMobile', 0.5)).toEqual({ width: 45, height: 33 });
  });

  it('sends the focal point only with cover, clamped and rounded to the 0.05 grid', () => {
    expect(
      paramsOf(buildImageUrl({ path: 'a.png', preset: 'small', focalPoint: { x: 0.2, y: 0.2 } })),
    ).not.toHaveProperty('focalPoint');
    const params = paramsOf(
      buildImageUrl({
        path: 'a.png',
        preset: 'small',
        cover: true,
        focalPoint: { x: 1.4, y: 1 / 3 },
      }),
    );
    expect(params.focalPoint).toBe('1x0.35');
  });

  it('encodes path segments but keeps the slashes, and honours the base URL', () => {
    expect(
      buildImageUrl({ path: '/cms/été 2026/#1.png', preset: 'swatch', baseUrl: '/en/media/' }),
    ).toMatch(/^\/en\/media\/cms\/%C3%A9t%C3%A9%202026\/%231\.png\?/);
  });

  it('normalizes the background and rejects what is not a hex colour of the palette', () => {
    // White is the default: normalized, then left out.
    expect(
      paramsOf(buildImageUrl({ path: 'a.png', preset: 'swatch', bg: '#fff' })),
    ).not.toHaveProperty('bg');
    expect(paramsOf(buildImageUrl({ path: 'a.png', preset: 'swatch', bg: 'f7f7f8' })).bg).toBe(
      'F7F7F8',
    );
    // A hex colour, but not one of the palette (decision 0881).
    expect(() => buildImageUrl({ path: 'a.png', preset: 'swatch', bg: '0a0' })).toThrow(
      /not in the palette/,
    );
    expect(normalizeBackground('ffcc00')).toBe('FFCC00');
    expect(() => buildImageUrl({ path: 'a.png', preset: 'swatch', bg: 'red' })).toThrow(TypeError);
    expect(() => normalizeBackground('FFFFFF&width=9999')).toThrow(TypeError);
  });
});
