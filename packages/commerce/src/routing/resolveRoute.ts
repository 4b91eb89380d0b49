import { sql } from 'drizzle-orm';

import { selectRows } from '../db/database';
import type { RequestServices } from '../store/requestContext';

export type RouteMatch =
  | { kind: 'not-found'; identifier: string }
  | {
      kind: 'redirect';
      identifier: string;
      redirectTo: string;
      redirectType: 301 | 302;
      external: boolean;
    }
  | { kind: 'category'; identifier: string; categoryId: number; query: string }
  | { kind: 'product'; identifier: string; sku: string }
  | { kind: 'cms-page'; identifier: string };

/** Splits a URL or path into its request path (no leading/trailing slash, no locale prefix) and query string. */
export function splitUrl(url: string, locale: string): { path: string; query: string } {
  const [beforeHash = ''] = url.split('#');
  const questionMark = beforeHash.indexOf('?');
  const rawPath = questionMark === -1 ? beforeHash : beforeHash.slice(0, questionMark);
  const query = questionMark === -1 ? '' : beforeHash.slice(questionMark + 1);
  let path = rawPath.replace(/^https?:\/\/[^/]+/i, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is: it matches nothing.
  }
  path = path.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
  if (locale === 'en-GB' && (path === 'en' || path.startsWith('en/'))) path = path.slice(3);
  return { path, query };
}

/**
 * Where a redirect goes (spec §2): external when it starts with http(s), otherwise a site path with a leading
 * slash added when missing.
 */
export function redirectTarget(target: string): { redirectTo: string; external: boolean } {
  const trimmed = target.trim();
  if (/^https?:\/\//i.test(trimmed)) return { redirectTo: trimmed, external: true };
  return { redirectTo: trimmed.startsWith('/') ? trimmed : `/${trimmed}`, external: false };
}

/** The entity dispatch of spec §2 for a URL of the request's site. */
export async function resolveRoute(services: RequestServices, url: string): Promise<RouteMatch> {
  const { path, query } = splitUrl(url, services.locale);
  if (path === '') return { kind: 'cms-page', identifier: 'home' };

  const [rewrite] = await selectRows<{
    targetPath: string;
    entityType: string | null;
    entityId: string | null;
    redirectType: number;
  }>(
    services.db,
    sql`SELECT target_path AS "targetPath", entity_type AS "entityType", entity_id AS "entityId",
        redirect_type AS "redirectType"
      FROM url_rewrite WHERE locale = ${services.locale} AND request_path IN (${path}, ${path.toLowerCase()})
      ORDER BY request_path = ${path} DESC LIMIT 1`,
  );
  if (rewrite && (rewrite.redirectType === 301 || rewrite.redirectType === 302)) {
    return {
      kind: 'redirect',
      identifier: path,
      redirectType: rewrite.redirectType,
      ...redirectTarget(rewrite.targetPath),
    };
  }
  if (rewrite?.entityType === 'category' && rewrite.entityId) {
    return {
      kind: 'category',
      identifier: rewrite.entityId,
      categoryId: Number(rewrite.entityId),
      query,
    };
  }
  if (rewrite?.entityType === 'product' && rewrite.entityId) {
    return { kind: 'product', identifier: rewrite.entityId, sku: rewrite.entityId };
  }
  if (rewrite?.entityType === 'cms-page' && rewrite.entityId) {
    return { kind: 'cms-page', identifier: rewrite.entityId };
  }

  // The storefront's own entity routes (spec §2: /category/:id, /product/:id).
  const direct = /^(category|product)\/([^/]+)$/.exec(path);
  if (direct?.[1] === 'category' && /^\d{1,9}$/.test(direct[2]!)) {
    const category = await services.loaders.categoryById.load(Number(direct[2]));
    if (category && category.level > 1)
      return { kind: 'category', identifier: String(category.id), categoryId: category.id, query };
  }
  if (direct?.[1] === 'product') {
    const product = await services.loaders.productBySku.load(direct[2]!);
    if (product && product.visibility !== 1)
      return { kind: 'product', identifier: product.sku, sku: product.sku };
  }
  return { kind: 'not-found', identifier: path };
}
