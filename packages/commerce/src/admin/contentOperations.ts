/**
 * CMS pages and blocks in the back office (issue 18 item 8), both languages. Content is Page Builder HTML,
 * stored as written and sanitized where it is read (content/parseWysiwyg.ts: the shop renders its node tree,
 * never the HTML); a save runs the same sanitizer first so that what the staff get back is what the shop will
 * show: an unknown widget is refused, and the answer says how much markup the sanitizer drops. Every save is
 * audited with the rows before and after, forgets the cached block rows (`clearCmsBlockCache`) and purges
 * the shop's HTML cache by the entity's Cache-Tag (`announceContentChange`, the listeners of the stock purge).
 */
import { sql, type SQL } from 'drizzle-orm';

import { announceContentChange } from '../catalog/stockChanges';
import { type SiteLocale, sites } from '../config';
import { parseWysiwyg, type WysiwygNode } from '../content/parseWysiwyg';
import { selectRows, type Database } from '../db/database';
import { inTransaction } from '../orders/transaction';
import { clearCmsBlockCache } from '../resolvers/content';
import { contentHash } from '../resolvers/contentMetadata';
import { isUnchanged, NothingChanged, recordAudit } from './auditLog';
import { actorOf, type AdminContext, limitOf, type Page, type PageRequest } from './context';
import { AdminError } from './messages';
import { requirePermission } from './permissions';

const locales = ['fr-FR', 'en-GB'] as const satisfies readonly SiteLocale[];
type Locale = (typeof locales)[number];

export type ContentKind = 'page' | 'block';

export interface ContentTexts {
  title: string;
  content: string;
  isActive: boolean;
  /** Pages only. */
  contentHeading?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

export interface ContentRow {
  /** The identifier (react-admin's id): one entry per identifier, its rows per language inside. */
  id: string;
  identifier: string;
  title: string;
  languages: string[];
  updatedAt: string;
}

export interface ContentDetail {
  id: string;
  identifier: string;
  texts: Partial<Record<Locale, ContentTexts>>;
  /** Where the shop shows it, per language (a page's address; a block shows on every page: the home). */
  previewUrls: Partial<Record<Locale, string>>;
}

const tableOf = (kind: ContentKind) => sql.raw(kind === 'page' ? 'cms_page' : 'cms_block');
const tagOf = (kind: ContentKind, identifier: string) =>
  contentHash(kind === 'page' ? 'cms-page' : 'cms-block', identifier);

function like(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listContent(
  ctx: AdminContext,
  kind: ContentKind,
  filter: { q?: string } = {},
  page?: PageRequest,
): Promise<Page<ContentRow>> {
  requirePermission(ctx.staff, 'content.read');
  const { limit, offset } = limitOf(page);
  const conditions: SQL[] = [sql`true`];
  if (filter.q) {
    const pattern = like(String(filter.q).trim());
    conditions.push(sql`(identifier ILIKE ${pattern} OR title ILIKE ${pattern})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const rows = await selectRows<ContentRow>(
    ctx.store.db,
    sql`SELECT identifier AS id, identifier,
        coalesce(max(title) FILTER (WHERE locale = ${ctx.locale}), max(title)) AS title,
        array_agg(locale ORDER BY locale DESC) AS languages,
        to_char(max(updated_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
      FROM ${tableOf(kind)} WHERE ${where} GROUP BY identifier ORDER BY identifier
      LIMIT ${limit} OFFSET ${offset}`,
  );
  const [count] = await selectRows<{ total: number }>(
    ctx.store.db,
    sql`SELECT count(DISTINCT identifier)::int AS total FROM ${tableOf(kind)} WHERE ${where}`,
  );
  return { rows, total: count?.total ?? 0 };
}

async function contentDetail(
  db: Database,
  kind: ContentKind,
  identifier: string,
  shopUrl: string,
): Promise<ContentDetail> {
  const pageColumns =
    kind === 'page'
      ? sql`, content_heading AS "contentHeading", meta_title AS "metaTitle", meta_description AS "metaDescription"`
      : sql``;
  const rows = await selectRows<ContentTexts & { locale: Locale }>(
    db,
    sql`SELECT locale, title, content, is_active AS "isActive" ${pageColumns}
      FROM ${tableOf(kind)} WHERE identifier = ${identifier} ORDER BY locale`,
  );
  if (rows.length === 0) throw new AdminError('notFound');
  const texts: ContentDetail['texts'] = {};
  const previewUrls: ContentDetail['previewUrls'] = {};
  for (const { locale, ...row } of rows) {
    if (!(locales as readonly string[]).includes(locale)) continue;
    texts[locale] = row;
    const prefix = sites.find((site) => site.locale === locale)?.pathPrefix ?? '';
    const path = kind === 'page' && identifier !== 'home' ? `/${identifier}` : '/';
    previewUrls[locale] = `${shopUrl}${prefix}${path}`;
  }
  return { id: identifier, identifier, texts, previewUrls };
}

const identifierPattern = /^[a-z0-9][a-z0-9_-]{0,99}$/;

function identifierOf(value: unknown): string {
  const identifier = String(value ?? '');
  if (!identifierPattern.test(identifier)) throw new AdminError('notFound');
  return identifier;
}

export async function getContent(
  ctx: AdminContext,
  kind: ContentKind,
  identifier: string,
): Promise<ContentDetail> {
  requirePermission(ctx.staff, 'content.read');
  return contentDetail(ctx.store.db, kind, identifierOf(identifier), ctx.store.config.url);
}

/** Counts the elements of the sanitized tree, to tell the staff when the sanitizer dropped markup. */
function elementCount(nodes: WysiwygNode[]): number {
  return nodes.reduce(
    (sum, node) =>
      sum +
      ('childNodes' in node && Array.isArray(node.childNodes)
        ? 1 + elementCount(node.childNodes)
        : 0),
    0,
  );
}

const maxContent = 200_000;

/** Checks one language's texts before anything is written: a refusal names the field. */
function parseTexts(
  kind: ContentKind,
  locale: Locale,
  input: unknown,
): ContentTexts & { dropped: number } {
  if (typeof input !== 'object' || input === null)
    throw new AdminError('invalidInput', { field: `texts.${locale}` });
  const { title, content, isActive, contentHeading, metaTitle, metaDescription } = input as Record<
    string,
    unknown
  >;
  const field = (name: string) => `texts.${locale}.${name}`;
  if (typeof title !== 'string' || !title.trim() || title.length > 255)
    throw new AdminError('invalidInput', { field: field('title') });
  if (typeof content !== 'string' || content.length > maxContent)
    throw new AdminError('invalidInput', { field: field('content') });
  if (typeof isActive !== 'boolean')
    throw new AdminError('invalidInput', { field: field('isActive') });
  const parsed = parseWysiwyg(content);
  if (parsed.widgets.some((widget) => widget.type === 'invalid'))
    throw new AdminError('contentWidgetInvalid', { field: field('content') });
  // Tags in the source against elements that survive: what the sanitizer would drop.
  const written = (content.match(/<[a-zA-Z][^>]*>/g) ?? []).length;
  const dropped = Math.max(0, written - elementCount(parsed.childNodes));
  const texts: ContentTexts & { dropped: number } = {
    title: title.trim(),
    content,
    isActive,
    dropped,
  };
  if (kind === 'page') {
    for (const [name, value, max] of [
      ['contentHeading', contentHeading, 255],
      ['metaTitle', metaTitle, 255],
      ['metaDescription', metaDescription, 1000],
    ] as const) {
      if (
        value !== undefined &&
        value !== null &&
        (typeof value !== 'string' || value.length > max)
      )
        throw new AdminError('invalidInput', { field: field(name) });
      // Not given: kept as it is (see updateContent).
      if (value !== undefined)
        texts[name] = typeof value === 'string' && value.trim() ? value.trim() : null;
    }
  }
  return texts;
}

/**
 * Saves a page's or a block's texts in the languages given (a language it does not have yet is created).
 * Answers the saved content and, per language, how many elements the sanitizer drops from it.
 */
export async function updateContent(
  ctx: AdminContext,
  kind: ContentKind,
  identifierInput: string,
  input: Record<string, unknown>,
): Promise<ContentDetail & { dropped: Partial<Record<Locale, number>> }> {
  requirePermission(ctx.staff, 'content.update');
  const identifier = identifierOf(identifierInput);
  const given = (input.texts ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || given === null)
    throw new AdminError('invalidInput', { field: 'texts' });
  const parsed = locales.flatMap((locale) =>
    given[locale] === undefined ? [] : [[locale, parseTexts(kind, locale, given[locale])] as const],
  );
  if (parsed.length === 0) throw new AdminError('invalidInput', { field: 'texts' });
  const db = ctx.store.db;
  const shopUrl = ctx.store.config.url;
  const table = tableOf(kind);
  const after = await inTransaction(db, async (tx) => {
    await tx.execute(
      sql`SELECT id FROM ${table} WHERE identifier = ${identifier} ORDER BY id FOR UPDATE`,
    );
    const before = await contentDetail(tx, kind, identifier, shopUrl);
    for (const [locale, given] of parsed) {
      const kept = before.texts[locale];
      const texts = {
        ...given,
        contentHeading:
          given.contentHeading === undefined
            ? (kept?.contentHeading ?? null)
            : given.contentHeading,
        metaTitle: given.metaTitle === undefined ? (kept?.metaTitle ?? null) : given.metaTitle,
        metaDescription:
          given.metaDescription === undefined
            ? (kept?.metaDescription ?? null)
            : given.metaDescription,
      };
      const pageValues =
        kind === 'page'
          ? {
              columns: sql`, content_heading, meta_title, meta_description`,
              values: sql`, ${texts.contentHeading}, ${texts.metaTitle}, ${texts.metaDescription}`,
              sets: sql`, content_heading = excluded.content_heading, meta_title = excluded.meta_title,
                meta_description = excluded.meta_description`,
            }
          : { columns: sql``, values: sql``, sets: sql`` };
      await tx.execute(
        sql`INSERT INTO ${table} (identifier, locale, title, content, is_active ${pageValues.columns})
          VALUES (${identifier}, ${locale}, ${texts.title}, ${texts.content}, ${texts.isActive} ${pageValues.values})
          ON CONFLICT (identifier, locale) DO UPDATE SET title = excluded.title, content = excluded.content,
            is_active = excluded.is_active, updated_at = now() ${pageValues.sets}`,
      );
    }
    const saved = await contentDetail(tx, kind, identifier, shopUrl);
    // The whole form comes back at each save: one that changes nothing is rolled back (no `updated_at`
    // bumped), not audited, and purges nothing.
    if (isUnchanged(before.texts, saved.texts)) throw new NothingChanged(before);
    await recordAudit(
      tx,
      actorOf(ctx.staff),
      `${kind === 'page' ? 'cmsPage' : 'cmsBlock'}.update`,
      `${kind === 'page' ? 'cms-page' : 'cms-block'}:${identifier}`,
      before.texts,
      saved.texts,
    );
    return saved;
  }).then(
    (saved) => ({ saved, changed: true }),
    (error: unknown) => {
      if (error instanceof NothingChanged)
        return { saved: error.record as ContentDetail, changed: false };
      throw error;
    },
  );
  if (after.changed) {
    clearCmsBlockCache(db);
    announceContentChange(db, [tagOf(kind, identifier)]);
  }
  return {
    ...after.saved,
    dropped: Object.fromEntries(parsed.map(([locale, texts]) => [locale, texts.dropped])),
  };
}
