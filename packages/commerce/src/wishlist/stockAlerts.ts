/**
 * "Prévenez-moi" / "Notify me" (issue 17 item 3, decision 0770): a subscriber waits for one out-of-stock product
 * (a simple product or a configurable's variant) to come back. The stock write that brings it back calls
 * {@link notifyRestocked} in its own transaction: one `UPDATE … SET notified_at = now() WHERE notified_at IS NULL`
 * marks the waiting subscriptions of the products now in stock and queues one e-mail each through the outbox
 * (deduplicated by `stock-alert:<subscription id>`). The UPDATE locks the rows it marks, so a second stock
 * change — right after, or in parallel — waits, then finds nothing left to notify: one e-mail per subscriber
 * and return to stock, whatever the number of changes. Every e-mail has an unsubscribe link with the
 * subscription's random token.
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { z } from 'zod';

import * as rows from '../catalog/productRows';
import { lowStockThreshold } from '../catalog/stockRule';
import { readShopConfig, type SiteLocale, sites } from '../config';
import { selectRows, type Database } from '../db/database';
import { escapeHtml } from '../email/escapeHtml';
import { queueEmail } from '../email/mailer';
import { type Catalogue, createTranslator } from '../i18n/translate';
import { WishlistError } from './messages';

const alertTexts = {
  subject: {
    'fr-FR': '{name} est de nouveau disponible',
    'en-GB': '{name} is back in stock',
  },
  body: {
    'fr-FR':
      'Bonjour,\n\nLe produit que vous attendiez est de nouveau en stock : {name}.\n{productLink}\n\nCette alerte n’est envoyée qu’une fois. Pour vous désabonner :\n{unsubscribeLink}',
    'en-GB':
      'Hello,\n\nThe product you were waiting for is back in stock: {name}.\n{productLink}\n\nThis alert is sent only once. To unsubscribe:\n{unsubscribeLink}',
  },
} satisfies Catalogue;
const alertText = createTranslator(alertTexts);

const emailSchema = z.string().trim().toLowerCase().max(254).email();

export interface StockAlertInput {
  sku: string;
  /** A configurable product's chosen values: the alert is for that variant. */
  selectedOptions?: { attributeCode: string; value: string }[] | null;
  /** A guest's address; a signed-in customer's own is used instead. */
  email?: string | null;
}

/** A new random unsubscribe token: 256 bits, base64url. */
const newToken = () => randomBytes(32).toString('base64url');

/** The product (or variant) an alert is for; refused when unknown or when it can be bought now. */
async function alertProduct(db: Database, locale: SiteLocale, input: StockAlertInput) {
  const sku = String(input.sku ?? '').trim();
  if (sku.length === 0 || sku.length > 64) throw new WishlistError('invalidInput');
  const [product] = await rows.selectProductsBySku(db, locale, [sku]);
  if (!product) throw new WishlistError('unknownSku', { sku });
  const selected = (input.selectedOptions ?? []).slice(0, 20);
  let target = product;
  if (product.type === 'configurable' && selected.length > 0) {
    const childIds = (await rows.selectLinks(db, [product.id]))
      .filter((link) => link.kind === 'configurable')
      .map((link) => link.childId);
    const values = await rows.selectAttributeValues(db, childIds);
    const childId = childIds.find((id) =>
      selected.every((option) =>
        values.some(
          (value) =>
            value.productId === id &&
            value.code === option.attributeCode &&
            String(value.optionId) === String(option.value),
        ),
      ),
    );
    const [child] =
      childId === undefined ? [] : await rows.selectProductsById(db, locale, [childId]);
    if (!child) throw new WishlistError('unknownOption', { sku });
    target = child;
  } else if (selected.length > 0) throw new WishlistError('unknownOption', { sku });
  if (target.isInStock && target.qty > 0) throw new WishlistError('alreadyInStock', { sku });
  return target;
}

/**
 * Subscribes an address to one product's return to stock. A second subscription while one waits is the same
 * subscription (answered as done, nothing written). Answers the subscription id.
 */
export async function subscribeStockAlert(
  db: Database,
  locale: SiteLocale,
  input: StockAlertInput,
  customer: { id: number; email: string } | null,
): Promise<number | null> {
  const parsed = emailSchema.safeParse(customer?.email ?? input.email ?? '');
  if (!parsed.success) throw new WishlistError('invalidEmail');
  const product = await alertProduct(db, locale, input);
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO stock_alert (product_id, customer_id, email, locale, unsubscribe_token)
      VALUES (${product.id}, ${customer?.id ?? null}, ${parsed.data}, ${locale}, ${newToken()})
      ON CONFLICT (product_id, email) WHERE notified_at IS NULL AND unsubscribed_at IS NULL DO NOTHING
      RETURNING id`,
  );
  return row?.id ?? null;
}

/** Ends a subscription by its token (a no-op once ended); answers false for an unknown or malformed token. */
export async function unsubscribeStockAlert(db: Database, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const ended = await selectRows<{ id: number }>(
    db,
    sql`UPDATE stock_alert SET unsubscribed_at = coalesce(unsubscribed_at, now())
      WHERE unsubscribe_token = ${token} RETURNING id`,
  );
  return ended.length > 0;
}

function toHtml(text: string): string {
  return text
    .split('\n\n')
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) =>
            /^https?:\/\/\S+$/.test(line)
              ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
              : escapeHtml(line),
          )
          .join('<br>')}</p>`,
    )
    .join('\n');
}

/**
 * Call in the transaction of a stock write, after it: marks the waiting subscriptions of `productIds` that are
 * now in stock and queues their e-mails. Answers how many e-mails were queued. (Orders call it when a cancel
 * gives stock back; any other stock write — the back office, a command — must call it the same way.)
 */
export async function notifyRestocked(
  db: Database,
  productIds: Iterable<number>,
  shopUrl = readShopConfig().url,
): Promise<number> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return 0;
  const due = await selectRows<{
    id: number;
    email: string;
    locale: string;
    token: string;
    productId: number;
  }>(
    db,
    sql`UPDATE stock_alert a SET notified_at = now()
      FROM stock_item s
      WHERE s.product_id = a.product_id AND a.product_id = ANY(${sql.param(ids)}::int[])
        AND s.is_in_stock AND s.qty > 0 AND a.notified_at IS NULL AND a.unsubscribed_at IS NULL
      RETURNING a.id, a.email, a.locale, a.unsubscribe_token AS token, a.product_id AS "productId"`,
  );
  let queued = 0;
  for (const alert of due) {
    const locale: SiteLocale = alert.locale === 'en-GB' ? 'en-GB' : 'fr-FR';
    // The page shoppers reach: a variant's parent page when it is a configurable's child.
    const [page] = await selectRows<{ sku: string; name: string }>(
      db,
      sql`SELECT p.sku, coalesce(pl.name, p.sku) AS name FROM product p
        LEFT JOIN product_locale pl ON pl.product_id = p.id AND pl.locale = ${locale}
        WHERE p.id = coalesce((SELECT parent_id FROM product_link WHERE child_id = ${alert.productId}
          AND kind = 'configurable' ORDER BY parent_id LIMIT 1), ${alert.productId})`,
    );
    const prefix = sites.find((site) => site.locale === locale)?.pathPrefix ?? '';
    const values = {
      name: page?.name ?? '',
      productLink: `${shopUrl}${prefix}/product/${encodeURIComponent(page?.sku ?? '')}`,
      unsubscribeLink: `${shopUrl}${prefix}/stock-alert/unsubscribe/${alert.token}`,
    };
    const text = alertText(locale, 'body', values);
    if (
      await queueEmail(db, {
        dedupeKey: `stock-alert:${alert.id}`,
        to: alert.email,
        subject: alertText(locale, 'subject', values),
        text,
        html: toHtml(text),
      })
    )
      queued += 1;
  }
  return queued;
}

/**
 * Sets a product's stock quantity (the stock command and the development route) and notifies its waiting
 * subscribers in the same transaction. Answers the e-mails queued.
 */
export async function setStockQuantity(db: Database, sku: string, qty: number): Promise<number> {
  if (!Number.isInteger(qty) || qty < 0 || qty > 1_000_000) throw new WishlistError('invalidInput');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await selectRows<{ id: number }>(
      t,
      sql`UPDATE stock_item s SET qty = ${qty}, is_in_stock = ${qty > 0},
          label = CASE WHEN ${qty}::int = 0 THEN 'out_of_stock'
            WHEN ${qty}::int < ${lowStockThreshold} THEN 'low_stock' ELSE 'in_stock' END
        FROM product p WHERE p.id = s.product_id AND p.sku = ${sku} RETURNING s.product_id AS id`,
    );
    if (!row) throw new WishlistError('unknownSku', { sku });
    return notifyRestocked(t, [row.id]);
  });
}
