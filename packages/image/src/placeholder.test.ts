import { describe, expect, it } from 'vitest';

import { buildPlaceholderImage, placeholderImage } from './placeholder';

function decode(dataUrl: string): string {
  const prefix = 'data:image/svg+xml,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return decodeURIComponent(dataUrl.slice(prefix.length));
}

describe('placeholderImage', () => {
  it('is an inline SVG data URL with no raw characters that would break a src attribute', () => {
    expect(placeholderImage).not.toMatch(/[\s"<>#]/);
    const svg = decode(placeholderImage);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100" height="100"/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('keeps the requested aspect ratio with the glyph centred', () => {
    const svg = decode(buildPlaceholderImage({ width: 1920, height: 816 }));
    expect(svg).toContain('viewBox="0 0 1920 816"');
    // 40 % of 816 = 326.4 units for a 24-unit glyph, centred horizontally and vertically.
    expect(svg).toContain('translate(796.8 244.8) scale(13.6)');
  });
});
