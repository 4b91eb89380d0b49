import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { selectRows } from '../db/database';
import { servicesOf } from '../store/requestContext';
import { parseInput } from '../validation';

const sitemapSchema = z.object({
  page: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(5000),
});

interface SitemapRow {
  requestPath: string;
  entityType: 'cms-page' | 'category' | 'product';
  updatedAt: string | null;
  image: string | null;
  title: string | null;
  level: number | null;
}

/** How often each kind of page changes and how it ranks (spec §3 sitemap entries). */
const kinds = {
  home: { priority: 1, changeFrequency: 'daily' },
  category: { priority: 0.8, changeFrequency: 'daily' },
  product: { priority: 0.6, changeFrequency: 'weekly' },
  'cms-page': { priority: 0.4, changeFrequency: 'monthly' },
} as const;

const isoDate = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The sitemap of the request's site: home first, then the URL rewrites of active CMS pages (not the no-route
 * page), categories and visible products, in a stable order so that pages do not overlap.
 */
export const sitemapResolvers: Resolvers = {
  Query: {
    sitemap: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { page, pageSize } = parseInput(sitemapSchema, args, services.locale);
      const { db, locale } = services;
      const indexable = sql`FROM url_rewrite u
        LEFT JOIN cms_page cp ON u.entity_type = 'cms-page' AND cp.identifier = u.entity_id
          AND cp.locale = u.locale AND cp.is_active
        LEFT JOIN category c ON u.entity_type = 'category' AND c.id::text = u.entity_id AND c.is_active
        LEFT JOIN category_locale cl ON cl.category_id = c.id AND cl.locale = u.locale
        LEFT JOIN product p ON u.entity_type = 'product' AND p.sku = u.entity_id AND p.is_active
          AND p.visibility IN (2, 4)
        LEFT JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = u.locale
        WHERE u.locale = ${locale} AND u.redirect_type = 0
          AND (c.id IS NOT NULL OR p.id IS NOT NULL OR (cp.id IS NOT NULL AND cp.identifier NOT IN
            (SELECT value FROM config_entry WHERE path = 'web/default/cms_no_route')))`;
      const [count] = await selectRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total ${indexable}`,
      );
      const [home] = await selectRows<{ updatedAt: string }>(
        db,
        sql`SELECT updated_at::text AS "updatedAt" FROM cms_page
          WHERE identifier = 'home' AND locale = ${locale} AND is_active`,
      );
      const homeCount = home ? 1 : 0;
      const total = (count?.total ?? 0) + homeCount;
      // Home is entry 0; the rewrites follow.
      const first = (page - 1) * pageSize;
      const offset = Math.max(0, first - homeCount);
      const limit = pageSize - (first === 0 ? homeCount : 0);
      const rows =
        limit > 0
          ? await selectRows<SitemapRow>(
              db,
              sql`SELECT u.request_path AS "requestPath", u.entity_type AS "entityType",
                  coalesce(cp.updated_at, c.updated_at, p.updated_at)::text AS "updatedAt",
                  coalesce(c.image, p.image) AS image, coalesce(pl.name, cl.name, cp.title) AS title,
                  c.level AS level
                ${indexable}
                ORDER BY CASE u.entity_type WHEN 'cms-page' THEN 0 WHEN 'category' THEN 1 ELSE 2 END,
                  u.request_path
                LIMIT ${limit} OFFSET ${offset}`,
            )
          : [];
      const entries = rows.map((row) => ({
        path: `/${row.requestPath}`,
        ...kinds[row.entityType],
        ...(row.entityType === 'category' && (row.level ?? 2) > 2 ? { priority: 0.7 } : {}),
        lastModified: isoDate(row.updatedAt),
        images: row.image ? [{ path: row.image, title: row.title }] : [],
      }));
      if (home && first === 0) {
        entries.unshift({
          path: '/',
          ...kinds.home,
          lastModified: isoDate(home.updatedAt),
          images: [],
        });
      }
      return { entries, total, page, pageSize };
    },
  },
};
