/**
 * Draws the demo pictures: an SVG per product kind, colour and brand, rendered to PNG masters with sharp under
 * the media root. One master is shared by every product with the same drawing; existing files are kept, so a
 * second run draws nothing.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import sharp from 'sharp';

import type { CatalogSeed, PictureSpec } from './catalog/catalogSeed';

const masterSize = 1000;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/** The product's shape, centred in a 1000 × 1000 view box. */
function shape(kind: string, color: string): string {
  const stroke = `stroke="#1d1d1b" stroke-width="6"`;
  switch (kind) {
    case 'bag':
      return `<path d="M300 220 L700 220 L760 860 L240 860 Z" fill="${color}" ${stroke}/><rect x="300" y="180" width="400" height="60" rx="10" fill="#f4efe6" ${stroke}/><circle cx="500" cy="560" r="120" fill="#f4efe6"/><path d="M450 560 q50 -70 100 0 q-50 70 -100 0z" fill="${color}"/>`;
    case 'can':
      return `<rect x="320" y="300" width="360" height="500" rx="30" fill="${color}" ${stroke}/><ellipse cx="500" cy="300" rx="180" ry="40" fill="#d9d9d9" ${stroke}/><rect x="320" y="450" width="360" height="180" fill="#f4efe6"/>`;
    case 'treat':
      return `<g fill="${color}" ${stroke}><rect x="260" y="300" width="480" height="90" rx="45" transform="rotate(-20 500 345)"/><rect x="260" y="480" width="480" height="90" rx="45" transform="rotate(10 500 525)"/><rect x="260" y="650" width="480" height="90" rx="45" transform="rotate(-8 500 695)"/></g>`;
    case 'bottle':
      return `<rect x="420" y="180" width="160" height="120" rx="20" fill="#d9d9d9" ${stroke}/><rect x="340" y="290" width="320" height="540" rx="60" fill="${color}" ${stroke}/><rect x="370" y="470" width="260" height="200" rx="20" fill="#f4efe6"/>`;
    case 'collar':
      return `<circle cx="500" cy="480" r="260" fill="none" stroke="${color}" stroke-width="70"/><rect x="440" y="200" width="120" height="70" rx="12" fill="#c0c0c0" ${stroke}/><circle cx="500" cy="800" r="60" fill="#c9a227" ${stroke}/>`;
    case 'leash':
      return `<path d="M260 220 C 700 200, 300 600, 720 780" fill="none" stroke="${color}" stroke-width="50" stroke-linecap="round"/><circle cx="240" cy="210" r="70" fill="none" stroke="${color}" stroke-width="40"/><rect x="700" y="760" width="80" height="110" rx="20" fill="#c0c0c0" ${stroke}/>`;
    case 'harness':
      return `<path d="M280 330 Q500 220 720 330 L720 640 Q500 760 280 640 Z" fill="${color}" ${stroke}/><path d="M280 460 L720 460" stroke="#1d1d1b" stroke-width="40"/><circle cx="500" cy="300" r="40" fill="#c0c0c0" ${stroke}/>`;
    case 'coat':
      return `<path d="M300 260 L700 260 L780 520 L700 540 L700 820 L300 820 L300 540 L220 520 Z" fill="${color}" ${stroke}/><path d="M440 260 Q500 340 560 260" fill="#f4efe6" ${stroke}/>`;
    case 'bowl':
      return `<path d="M200 480 L800 480 L720 760 L280 760 Z" fill="${color}" ${stroke}/><ellipse cx="500" cy="480" rx="300" ry="60" fill="#e8dcc2" ${stroke}/>`;
    case 'bed':
      return `<rect x="170" y="420" width="660" height="360" rx="120" fill="${color}" ${stroke}/><ellipse cx="500" cy="560" rx="250" ry="110" fill="#f4efe6" ${stroke}/>`;
    case 'cushion':
      return `<rect x="180" y="380" width="640" height="360" rx="80" fill="${color}" ${stroke}/><path d="M220 560 H780" stroke="#f4efe6" stroke-width="16" stroke-dasharray="30 20"/>`;
    case 'blanket':
      return `<path d="M220 300 H780 V760 Q640 700 500 760 Q360 820 220 760 Z" fill="${color}" ${stroke}/><path d="M220 380 H780 M220 460 H780" stroke="#f4efe6" stroke-width="20"/>`;
    case 'plush':
      return `<ellipse cx="500" cy="600" rx="220" ry="200" fill="${color}" ${stroke}/><circle cx="500" cy="360" r="150" fill="${color}" ${stroke}/><circle cx="450" cy="340" r="18" fill="#1d1d1b"/><circle cx="550" cy="340" r="18" fill="#1d1d1b"/><path d="M380 240 L420 150 L460 230 M540 230 L580 150 L620 240" fill="${color}" ${stroke}/>`;
    case 'ball':
      return `<circle cx="500" cy="520" r="280" fill="${color}" ${stroke}/><path d="M240 420 Q500 560 760 420 M240 620 Q500 480 760 620" fill="none" stroke="#f4efe6" stroke-width="20"/>`;
    case 'chew':
      return `<path d="M260 420 a80 80 0 1 1 120 -100 L620 560 a80 80 0 1 1 100 120 a80 80 0 1 1 -120 100 L360 540 a80 80 0 1 1 -100 -120z" fill="${color}" ${stroke}/>`;
    case 'brush':
      return `<rect x="280" y="300" width="440" height="200" rx="40" fill="${color}" ${stroke}/><rect x="460" y="500" width="80" height="340" rx="30" fill="#b07a45" ${stroke}/><path d="M310 300 V240 M370 300 V240 M430 300 V240 M490 300 V240 M550 300 V240 M610 300 V240 M670 300 V240" stroke="#1d1d1b" stroke-width="14"/>`;
    case 'card':
      return `<rect x="200" y="320" width="600" height="380" rx="36" fill="${color}" ${stroke}/><circle cx="330" cy="440" r="50" fill="#f4efe6"/><rect x="260" y="600" width="340" height="30" rx="15" fill="#f4efe6"/>`;
    default:
      return `<rect x="240" y="300" width="520" height="460" rx="24" fill="${color}" ${stroke}/><path d="M240 420 H760" stroke="#f4efe6" stroke-width="24"/>`;
  }
}

function productSvg(picture: PictureSpec): string {
  const label = picture.label
    ? `<text x="500" y="945" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="bold" text-anchor="middle" fill="#1d1d1b">${escapeXml(picture.label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${masterSize}" height="${masterSize}" viewBox="0 0 1000 1000"><rect width="1000" height="1000" fill="#ffffff"/>${shape(picture.kind, picture.color)}${label}</svg>`;
}

/**
 * A banner picture. Pictures are shared by both sites, so they carry no words of one language (issue 20: the
 * English home read "Croquettes"): only a brand or a figure may be drawn (`title`); the words are the page's.
 */
function bannerSvg(width: number, height: number, color: string, title = ''): string {
  const text = title
    ? `<text x="${width * 0.06}" y="${height * 0.58}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.14)}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${color}"/><circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.38}" fill="#f4efe6" opacity="0.35"/>${text}</svg>`;
}

async function exists(path: string) {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function render(mediaRoot: string, path: string, svg: string): Promise<boolean> {
  const target = join(mediaRoot, path);
  if (await exists(target)) return false;
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer());
  return true;
}

/** Every picture the catalogue and the CMS content refer to: its media path and its SVG source. */
export function pictureSources(
  catalog: Pick<CatalogSeed, 'pictures' | 'categories'>,
): [string, string][] {
  return [
    ...[...catalog.pictures.values()].map((picture): [string, string] => [
      picture.path,
      productSvg(picture),
    ]),
    ...catalog.categories
      .filter((category) => category.level === 2)
      .map((category): [string, string] => [
        `catalog/category/${category.id}.png`,
        bannerSvg(1200, 300, '#1f3a68'),
      ]),
    ['wysiwyg/home/slide-1.png', bannerSvg(1920, 816, '#6b4f2a', 'Truffe')],
    ['wysiwyg/home/slide-2.png', bannerSvg(1920, 816, '#2e5d3b')],
    ['wysiwyg/home/slide-3.png', bannerSvg(1920, 816, '#b3261e', '-30 %')],
    ['wysiwyg/home/card-food.png', bannerSvg(760, 400, '#c9a227')],
    ['wysiwyg/blocks/payments.png', bannerSvg(360, 60, '#ffffff', 'CB · Visa · PayPal')],
  ];
}

/** Draws every picture the catalogue and the CMS content refer to; returns how many were drawn. */
export async function renderPictures(
  mediaRoot: string,
  catalog: Pick<CatalogSeed, 'pictures' | 'categories'>,
): Promise<number> {
  const jobs = pictureSources(catalog);
  let drawn = 0;
  // Two at a time: sharp already uses its own thread pool, and the machine is shared.
  for (let index = 0; index < jobs.length; index += 2) {
    const results = await Promise.all(
      jobs.slice(index, index + 2).map(([path, svg]) => render(mediaRoot, path, svg)),
    );
    drawn += results.filter(Boolean).length;
  }
  return drawn;
}
