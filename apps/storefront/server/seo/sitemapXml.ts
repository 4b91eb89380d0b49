/**
 * Sitemap XML (sitemaps.org 0.9 with the Google image extension): pure builders, so that the format is
 * tested without a server.
 */

export interface SitemapUrl {
  /** Absolute URL of the page. */
  loc: string;
  /** ISO 8601 date-time. */
  lastModified?: string | null;
  changeFrequency?: string | null;
  /** 0.0 to 1.0. */
  priority?: number | null;
  /** Absolute URLs of the page's pictures, with their titles. */
  images?: readonly { loc: string; title?: string | null }[];
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML, and drops the characters XML 1.0 cannot hold at all. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

const changeFrequencies = new Set([
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
]);

function urlXml(url: SitemapUrl): string {
  const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastModified) parts.push(`<lastmod>${escapeXml(url.lastModified)}</lastmod>`);
  if (url.changeFrequency && changeFrequencies.has(url.changeFrequency)) {
    parts.push(`<changefreq>${url.changeFrequency}</changefreq>`);
  }
  if (typeof url.priority === 'number' && Number.isFinite(url.priority)) {
    parts.push(`<priority>${Math.min(1, Math.max(0, url.priority)).toFixed(1)}</priority>`);
  }
  for (const image of url.images ?? []) {
    parts.push(
      `<image:image><image:loc>${escapeXml(image.loc)}</image:loc>${
        image.title ? `<image:title>${escapeXml(image.title)}</image:title>` : ''
      }</image:image>`,
    );
  }
  return `<url>${parts.join('')}</url>`;
}

/** A `<urlset>` document. */
export function urlSetXml(urls: Iterable<SitemapUrl>): string {
  const body = [...urls].map(urlXml).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${body}
</urlset>
`;
}

/** A `<sitemapindex>` document of sitemap files. */
export function sitemapIndexXml(locations: Iterable<string>): string {
  const body = [...locations]
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</sitemapindex>
`;
}
