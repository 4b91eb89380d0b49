import { SitemapQueryDocument, type SitemapQueryQuery } from '@truffe/graphql/documents';
import { buildImageUrl } from '@truffe/image/url';
import { type Client } from '@urql/core';
import express, { type Router } from 'express';

import { localePathPrefixes, type SiteLocale, siteLocales } from '../../src/i18n/locales';
import { siteOrigin } from '../../src/seo/siteInput';
import { robotsTxt } from './robotsTxt';
import { sitemapIndexXml, type SitemapUrl, urlSetXml } from './sitemapXml';

export interface SeoRoutesOptions {
  /** Mount path of the app ('/' or '/shop/'). */
  baseUrl: string;
  /** Public origin of the shop (PUBLIC_URL). */
  publicUrl: string;
  /** An urql client of a site that runs in-process (server/graphql.ts `pageClient`). */
  clientFor: (locale: SiteLocale) => Promise<Client>;
  /** Entries per sitemap file. @defaultValue 5000 */
  pageSize?: number;
}

type SitemapPage = SitemapQueryQuery['sitemap'];

/** Crawlers may keep the sitemap an hour, and serve it stale a day while it refreshes. */
const cacheControl = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/** The absolute sitemap URLs of one page of a site's entries: home at the site root, images as `large`. */
export function sitemapUrls(page: SitemapPage, origin: string, locale: SiteLocale): SitemapUrl[] {
  const prefix = localePathPrefixes[locale];
  return page.entries.map((entry) => ({
    loc: `${origin}${entry.path === '/' ? `${prefix}/` : `${prefix}${entry.path}`}`,
    lastModified: entry.lastModified,
    changeFrequency: entry.changeFrequency,
    priority: entry.priority,
    images: entry.images.map((image) => ({
      loc: `${origin}${buildImageUrl({ path: image.path, preset: 'large' })}`,
      title: image.title,
    })),
  }));
}

/**
 * `/sitemap.xml` and `/robots.txt` (issue 6 "SEO and sharing"). The sitemap lists both sites; when they hold
 * more than one file's worth of entries, `/sitemap.xml` is an index of `/sitemap/{locale}/{page}.xml` files.
 */
export function createSeoRoutes(options: SeoRoutesOptions): Router {
  const router = express.Router();
  const pageSize = options.pageSize ?? 5000;
  const origin = siteOrigin(options.publicUrl, options.baseUrl);

  async function sitemapPage(locale: SiteLocale, page: number, size: number): Promise<SitemapPage> {
    const client = await options.clientFor(locale);
    const result = await client.query(SitemapQueryDocument, { page, pageSize: size }).toPromise();
    if (result.error || !result.data)
      throw result.error ?? new Error('The sitemap query returned no data');
    return result.data.sitemap;
  }

  const sendXml = (res: express.Response, xml: string) => {
    res.setHeader('Cache-Control', cacheControl);
    res.type('application/xml').send(xml);
  };

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', cacheControl);
    res.type('text/plain').send(
      robotsTxt({
        origin,
        sitePrefixes: siteLocales.map((locale) => localePathPrefixes[locale]),
      }),
    );
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const firstPages = await Promise.all(
        siteLocales.map((locale) => sitemapPage(locale, 1, pageSize)),
      );
      if (firstPages.every((page) => page.total <= pageSize)) {
        sendXml(
          res,
          urlSetXml(
            firstPages.flatMap((page, index) => sitemapUrls(page, origin, siteLocales[index]!)),
          ),
        );
        return;
      }
      const files = firstPages.flatMap((page, index) =>
        Array.from(
          { length: Math.max(1, Math.ceil(page.total / pageSize)) },
          (_, file) => `${origin}/sitemap/${siteLocales[index]}/${file + 1}.xml`,
        ),
      );
      sendXml(res, sitemapIndexXml(files));
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemap/:locale/:page.xml', async (req, res, next) => {
    const locale = siteLocales.find((candidate) => candidate === req.params.locale);
    const page = Number(req.params.page);
    if (!locale || !Number.isSafeInteger(page) || page < 1 || page > 10_000) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    try {
      const entries = await sitemapPage(locale, page, pageSize);
      if (entries.entries.length === 0) {
        res.status(404).type('text/plain').send('Not Found');
        return;
      }
      sendXml(res, urlSetXml(sitemapUrls(entries, origin, locale)));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
