import type { GraphQLContext } from '@truffe/graphql/context';
import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { parseWysiwyg, type WidgetData } from '../content/parseWysiwyg';
import { typeset } from '../i18n/typography';
import { selectRows } from '../db/database';
import { type RequestServices, servicesOf } from '../store/requestContext';
import { parseInput } from '../validation';
import { cacheControlOf, recordContent } from './contentMetadata';
import { productsByIds } from './product';

/** Parsed content is cached per content version: parsing is pure, and pages are read far more than edited. */
const parsedCache = new Map<string, ReturnType<typeof parseWysiwyg>>();
const parsedCacheSize = 500;

function parseCached(key: string, html: string, locale: RequestServices['locale']) {
  const cached = parsedCache.get(key);
  if (cached) return cached;
  const parsed = parseWysiwyg(html, locale);
  if (parsedCache.size >= parsedCacheSize) parsedCache.delete(parsedCache.keys().next().value!);
  parsedCache.set(key, parsed);
  return parsed;
}

interface CmsBlockRow {
  id: number;
  identifier: string;
  title: string;
  content: string;
  updatedAt: string;
}

/**
 * CMS blocks are shop-wide content that every page shows (the footer's): their rows are kept per database, site
 * and identifiers for a short time (decision 0852) instead of one statement per page. An edit shows after at
 * most {@link cmsBlockCacheMs}, like the pages' own shared lifetime; whoever edits blocks calls
 * {@link clearCmsBlockCache}. Prices, stock and carts are never cached this way.
 */
export const cmsBlockCacheMs = 30_000;
const cmsBlockCaches = new WeakMap<
  object,
  Map<string, { until: number; rows: Promise<CmsBlockRow[]> }>
>();

/** Forgets the cached CMS block rows of `db` (call after changing `cms_block`). */
export function clearCmsBlockCache(db: RequestServices['db']): void {
  cmsBlockCaches.delete(db);
}

/** Whether the request reads unpublished content too (an editor's preview); its response is then private. */
function readsUnpublished(context: GraphQLContext): boolean {
  if (context.previewContent !== true) return false;
  context.cacheControl?.hint({ maxAge: 0, staleWhileRevalidate: 0, scope: 'private' });
  return true;
}

function cmsBlockRows(
  services: RequestServices,
  identifiers: string[],
  unpublished = false,
): Promise<CmsBlockRow[]> {
  if (unpublished) {
    // An editor's preview: never from (or into) the shared cache.
    return selectRows<CmsBlockRow>(
      services.db,
      sql`SELECT id, identifier, title, content, updated_at::text AS "updatedAt" FROM cms_block
        WHERE locale = ${services.locale} AND identifier = ANY(${sql.param(identifiers)}::text[])`,
    );
  }
  let cache = cmsBlockCaches.get(services.db);
  if (!cache) cmsBlockCaches.set(services.db, (cache = new Map()));
  const key = `${services.locale} ${JSON.stringify(identifiers)}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.until > now) return cached.rows;
  const rows = selectRows<CmsBlockRow>(
    services.db,
    sql`SELECT id, identifier, title, content, updated_at::text AS "updatedAt" FROM cms_block
      WHERE is_active AND locale = ${services.locale} AND identifier = ANY(${sql.param(identifiers)}::text[])`,
  );
  // Bounded: identifiers come from requests; a flood of distinct lists starts over.
  if (cache.size >= 100) cache.clear();
  cache.set(key, { until: now + cmsBlockCacheMs, rows });
  rows.catch(() => cache.delete(key));
  return rows;
}

async function widgetData(context: GraphQLContext, services: RequestServices, widget: WidgetData) {
  if (widget.type === 'invalid')
    return { __typename: 'InvalidWidget' as const, dataId: widget.dataId };
  let ids: number[];
  if (widget.skus.length > 0) {
    const rows = await services.loaders.productBySku.loadMany(widget.skus);
    ids = rows.flatMap((row) =>
      row && !(row instanceof Error) && row.visibility !== 1 ? [row.id] : [],
    );
  } else {
    const rows = await selectRows<{ id: number }>(
      services.db,
      sql`SELECT p.id FROM product p
        JOIN product_category pc ON pc.product_id = p.id
        JOIN category c ON c.id = pc.category_id
        JOIN category sel ON sel.id = ANY(${sql.param(widget.categoryIds)}::int[])
        WHERE p.is_active AND p.visibility IN (2, 4) AND (c.id = sel.id OR c.path LIKE sel.path || '/%')
        GROUP BY p.id ORDER BY min(pc.position), p.id LIMIT ${widget.count}`,
    );
    ids = rows.map((row) => row.id);
  }
  return {
    __typename: 'ProductGridWidget' as const,
    dataId: widget.dataId,
    products: await productsByIds(context, ids.slice(0, widget.count)),
  };
}

function wysiwyg(
  context: GraphQLContext,
  services: RequestServices,
  cacheKey: string,
  html: string,
) {
  const parsed = parseCached(cacheKey, html, services.locale);
  return {
    childNodes: parsed.childNodes,
    data: Promise.all(parsed.widgets.map((widget) => widgetData(context, services, widget))),
  };
}

interface CmsPageRow {
  id: number;
  identifier: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  contentHeading: string | null;
  content: string;
  updatedAt: string;
}

/** CMS pages by identifier for the request's locale, in the order asked. */
export async function loadCmsPages(context: GraphQLContext, identifiers: string[]) {
  const services = servicesOf(context);
  const published = readsUnpublished(context) ? sql`true` : sql`is_active`;
  const rows = await selectRows<CmsPageRow>(
    services.db,
    sql`SELECT id, identifier, title, meta_title AS "metaTitle", meta_description AS "metaDescription",
        meta_keywords AS "metaKeywords", content_heading AS "contentHeading", content, updated_at::text AS "updatedAt"
      FROM cms_page WHERE ${published} AND locale = ${services.locale} AND identifier = ANY(${sql.param(identifiers)}::text[])`,
  );
  const byIdentifier = new Map(rows.map((row) => [row.identifier, row]));
  return identifiers.flatMap((identifier) => {
    const row = byIdentifier.get(identifier);
    if (!row) return [];
    recordContent(context, services.config, 'cms-page', row.identifier);
    return [
      {
        __typename: 'CmsPage' as const,
        identifier: row.identifier,
        title: typeset(row.title, services.locale),
        meta_title: row.metaTitle === null ? null : typeset(row.metaTitle, services.locale),
        meta_description: row.metaDescription,
        meta_keywords: row.metaKeywords,
        content_heading:
          row.contentHeading === null ? null : typeset(row.contentHeading, services.locale),
        path: row.identifier === 'home' ? '/' : `/${row.identifier}`,
        contentWysiwyg: wysiwyg(
          context,
          services,
          `page:${row.id}:${row.updatedAt}`,
          row.content,
        ) as never,
        cacheControl: cacheControlOf(services.config, 'cmsPage'),
      },
    ];
  });
}

const identifiersSchema = z.object({
  identifiers: z.array(z.string().trim().min(1).max(100)).max(50),
});
const featureSchema = z.object({ name: z.string().trim().min(1).max(100) });

export const contentResolvers: Resolvers = {
  Query: {
    // The legal notice page (issue 20): the invoices' seller as publisher, plus director and host.
    legalNotice: (_parent, _args, context) => {
      const { seller, legalNotice } = servicesOf(context).config;
      return {
        ...seller,
        street: [...seller.street],
        ...legalNotice,
        hostPhone: legalNotice.hostPhone || null,
      };
    },
    cmsPageList: async (_parent, args, context) => {
      const { identifiers } = parseInput(identifiersSchema, args, servicesOf(context).locale);
      return loadCmsPages(context, identifiers);
    },
    cmsBlockList: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { identifiers } = parseInput(identifiersSchema, args, services.locale);
      const rows = await cmsBlockRows(services, identifiers, readsUnpublished(context));
      const byIdentifier = new Map(rows.map((row) => [row.identifier, row]));
      return identifiers.flatMap((identifier) => {
        const row = byIdentifier.get(identifier);
        if (!row) return [];
        recordContent(context, services.config, 'cms-block', row.identifier);
        return [
          {
            identifier: row.identifier,
            title: typeset(row.title, services.locale),
            contentWysiwyg: wysiwyg(
              context,
              services,
              `block:${row.id}:${row.updatedAt}`,
              row.content,
            ) as never,
          },
        ];
      });
    },
    isFeatureActive: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { name } = parseInput(featureSchema, args, services.locale);
      const [row] = await selectRows<{ value: string }>(
        services.db,
        sql`SELECT value FROM config_entry WHERE path = ${`feature/${name}`}`,
      );
      return row?.value === '1';
    },
    faq: async (_parent, _args, context) => {
      const services = servicesOf(context);
      const rows = await selectRows<{
        id: number;
        section: string;
        question: string;
        answer: string;
      }>(
        services.db,
        sql`SELECT id, section, question, answer FROM faq_entry WHERE locale = ${services.locale} ORDER BY position, id`,
      );
      const sections = new Map<
        string,
        { title: string; entries: { id: string; question: string; answer: string }[] }
      >();
      for (const row of rows) {
        const section = sections.get(row.section) ?? {
          title: typeset(row.section, services.locale),
          entries: [],
        };
        section.entries.push({
          id: String(row.id),
          question: typeset(row.question, services.locale),
          answer: typeset(row.answer, services.locale),
        });
        sections.set(row.section, section);
      }
      return [...sections.values()];
    },
  },
  WysiwygData: {
    __resolveType: (data) => (data as { __typename?: string }).__typename as never,
  },
};
