/** Colours of the default placeholder: a light neutral frame with a mid-grey picture glyph. */
const placeholderBackground = '#F1F1F1';
const placeholderGlyph = '#A0A0A0';

export interface PlaceholderOptions {
  /** Width of the drawing (its aspect ratio is what matters). @defaultValue 100 */
  width?: number;
  /** Height of the drawing. @defaultValue 100 */
  height?: number;
}

/** An inline SVG data URL: the glyph of a picture (frame, sun, hill) centred on a light background. */
export function buildPlaceholderImage(options: PlaceholderOptions = {}): string {
  const width = Math.max(1, Math.round(options.width ?? 100));
  const height = Math.max(1, Math.round(options.height ?? 100));
  // The glyph is drawn in a 24-unit box scaled to 40 % of the shorter side, so it reads at any aspect ratio.
  const scale = (Math.min(width, height) * 0.4) / 24;
  const x = (width - 24 * scale) / 2;
  const y = (height - 24 * scale) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${placeholderBackground}"/>` +
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})" fill="none" stroke="${placeholderGlyph}" stroke-width="1.5" stroke-linejoin="round">` +
    `<rect x="2" y="4" width="20" height="16" rx="2"/><circle cx="8" cy="9.5" r="1.75"/><path d="M2 17l6-5 4 3 4-4 6 5"/>` +
    `</g></svg>`;
  return `data:image/svg+xml,${encodeSvg(svg)}`;
}

/**
 * Percent-encodes only what a data URL in an HTML attribute or a CSS `url("…")` cannot hold raw (quotes,
 * angle brackets, `#`, `%`, spaces): `encodeURIComponent` also encoded every `/`, `=` and `:`, a third of the
 * placeholder's length in each eager image's style (decision 0903). It decodes to the same SVG.
 */
function encodeSvg(svg: string): string {
  return svg.replace(/[%"<>#\s]/g, (character) => encodeURIComponent(character));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The default placeholder image (spec §9): shown while an image loads, on error, and when a product has no picture. */
export const placeholderImage = buildPlaceholderImage();
