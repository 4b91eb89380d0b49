/**
 * Downloadable products after the sale (issue 16 item 7, decision 0762): what a purchase gives
 * (`download_purchase`, one row per order line and link of the product), its life with the order's, the
 * customer's list, the counted download and the product page's free samples.
 *
 * Life of a purchase: written inactive when the order is placed (`createDownloadPurchases`, in the placement's
 * transaction), switched on when the order is paid (`activateDownloads`, in the payment's), off again when the
 * order is canceled or fully refunded (`deactivateDownloads`, `deactivateDownloadsIfRefunded`). Reading does not
 * trust the flag alone: a file is given only while the flag is on AND the order is PROCESSING or COMPLETE, so an
 * order closed or canceled by a path that forgot to call us gives nothing either.
 *
 * Ownership goes through the order (`sales_order.customer_id`), not the purchase's own `customer_id` copy: guest
 * orders join an account later (decision 0761) and their purchases come with them.
 *
 * Files live outside the web root, in `packages/commerce/data/downloads/` (samples/ and files/, made by
 * `scripts/downloadFiles.ts`). The link table has a sample address and no file column (no migration in this
 * issue for it): the file of a link is `downloads/files/<the sample's file name>` — decision 0762.
 */
import { basename, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';

import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { joinVerifiedGuestOrders } from './customerOrders';

// The server's side of the signed addresses, exported with the rest (`@truffe/commerce/downloads`).
export {
  createDownloadLinks,
  type DownloadLinks,
  downloadUrlLifetimeSeconds,
  signDownloadToken,
  verifyDownloadToken,
} from './downloadUrls';

/** Downloads a purchase allows per unit bought (a line of 2 guides allows 10). */
export const downloadsPerUnit = 5;

/** The folder the sample and purchased files are read from (never served as static files). */
export const downloadsRoot = fileURLToPath(new URL('../../data/', import.meta.url));

/** Order statuses under which a paid purchase can be downloaded. */
const servingStatuses = sql.raw(`('PROCESSING', 'COMPLETE')`);

const contentTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.epub': 'application/epub+zip',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file to stream: its absolute path, the name it is saved under and its media type. */
export interface DownloadFile {
  path: string;
  fileName: string;
  contentType: string;
}

/**
 * The file at `relative` (a link's `sample_url`, e.g. `downloads/samples/x.pdf`) inside the downloads root, or
 * null when the address would leave it (`..`, absolute paths) — a row is data, not a path to trust.
 */
export function downloadFileAt(relative: string): DownloadFile | null {
  if (!relative || relative.includes('\0')) return null;
  const path = resolve(downloadsRoot, relative);
  if (!path.startsWith(downloadsRoot.endsWith(sep) ? downloadsRoot : downloadsRoot + sep))
    return null;
  return {
    path,
    fileName: basename(path),
    contentType: contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
  };
}

/** The purchased file of a link whose sample is `sampleUrl` (decision 0762: same name under `files/`). */
export function linkFileOf(sampleUrl: string | null): DownloadFile | null {
  if (!sampleUrl) return null;
  return downloadFileAt(join('downloads', 'files', basename(sampleUrl)));
}

/**
 * Writes what the order's downloadable lines give (inactive), in the placement's transaction: one row per line
 * and link, `downloadsPerUnit` × quantity downloads. A second call writes nothing new. Answers how many rows.
 */
export async function createDownloadPurchases(db: Database, orderId: number): Promise<number> {
  const created = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO download_purchase (order_line_id, link_id, customer_id, max_downloads)
      SELECT l.id, dl.id, o.customer_id, ${downloadsPerUnit} * l.qty
      FROM sales_order_line l
      JOIN sales_order o ON o.id = l.order_id
      JOIN product p ON p.id = l.product_id AND p.type = 'downloadable'
      JOIN downloadable_link dl ON dl.product_id = p.id
      WHERE l.order_id = ${orderId}
      ORDER BY l.id, dl.position, dl.id
      ON CONFLICT ON CONSTRAINT download_purchase_line_link_unique DO NOTHING
      RETURNING id`,
  );
  return created.length;
}

/** The order is paid: its purchases can be downloaded (and belong to the order's customer now). */
export async function activateDownloads(db: Database, orderId: number): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE download_purchase dp SET active = true, customer_id = o.customer_id
      FROM sales_order_line l JOIN sales_order o ON o.id = l.order_id
      WHERE dp.order_line_id = l.id AND l.order_id = ${orderId}
      RETURNING dp.id`,
  );
  return rows.length;
}

/** The order is canceled (or refunded): its purchases give nothing any more. */
export async function deactivateDownloads(db: Database, orderId: number): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE download_purchase dp SET active = false
      FROM sales_order_line l
      WHERE dp.order_line_id = l.id AND l.order_id = ${orderId} AND dp.active
      RETURNING dp.id`,
  );
  return rows.length;
}

/**
 * Switches the order's purchases off when its refunded credit memos cover its grand total (a full refund, to
 * the payment or to store credit); a partial refund leaves them on. For the refund operations to call in their
 * transaction. Answers whether the order counts as fully refunded.
 */
export async function deactivateDownloadsIfRefunded(
  db: Database,
  orderId: number,
): Promise<boolean> {
  const [row] = await selectRows<{ refunded: boolean }>(
    db,
    sql`SELECT coalesce((SELECT sum(m.amount) FROM credit_memo m
        WHERE m.order_id = o.id AND m.status = 'refunded'), 0) >= o.grand_total AS refunded
      FROM sales_order o WHERE o.id = ${orderId}`,
  );
  if (!row?.refunded) return false;
  await deactivateDownloads(db, orderId);
  return true;
}

/** What the account shows of a purchase. */
export type DownloadState =
  /** The order awaits its payment. */
  | 'pending'
  | 'available'
  /** Every allowed download was used. */
  | 'limit_reached'
  /** The order was canceled, closed or refunded. */
  | 'revoked';

export interface CustomerDownload {
  id: number;
  productName: string;
  linkTitle: string;
  orderNumber: string;
  orderedAt: string;
  downloadsUsed: number;
  /** Null: unlimited. */
  maxDownloads: number | null;
  state: DownloadState;
}

const stateOf = sql`CASE
    WHEN o.status = 'PENDING_PAYMENT' THEN 'pending'
    WHEN NOT dp.active OR o.status NOT IN ${servingStatuses} THEN 'revoked'
    WHEN dp.max_downloads IS NOT NULL AND dp.downloads_used >= dp.max_downloads THEN 'limit_reached'
    ELSE 'available' END`;

/**
 * The customer's purchases, newest order first, in `locale` (the product's current name, else the one the order
 * kept). Guest orders of its verified e-mail join first, as on the orders pages.
 */
export async function listCustomerDownloads(
  db: Database,
  customerId: number,
  locale: SiteLocale,
): Promise<CustomerDownload[]> {
  await joinVerifiedGuestOrders(db, customerId);
  return selectRows<CustomerDownload>(
    db,
    sql`SELECT dp.id, coalesce(pl.name, l.name) AS "productName",
        coalesce(dl.title ->> ${locale}, dl.title ->> 'fr-FR', '') AS "linkTitle",
        o.number AS "orderNumber",
        to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "orderedAt",
        dp.downloads_used AS "downloadsUsed", dp.max_downloads AS "maxDownloads", ${stateOf} AS state
      FROM download_purchase dp
      JOIN sales_order_line l ON l.id = dp.order_line_id
      JOIN sales_order o ON o.id = l.order_id
      JOIN downloadable_link dl ON dl.id = dp.link_id
      LEFT JOIN product_locale pl ON pl.product_id = l.product_id AND pl.locale = ${locale}
      WHERE o.customer_id = ${customerId}
      ORDER BY o.created_at DESC, o.id DESC, l.id, dl.position, dp.id`,
  );
}

/** What asking for a purchased file gave. */
export type DownloadClaim =
  | { kind: 'granted'; file: DownloadFile; downloadsUsed: number; maxDownloads: number | null }
  /** The customer's own, usable purchase, but every download was used: a refusal to explain. */
  | { kind: 'limit-reached'; maxDownloads: number }
  /** Not the customer's, not paid, canceled, refunded, or no file: the same "not found" for all. */
  | { kind: 'not-found' };

/**
 * Counts one download of `purchaseId` for `customerId` and answers its file. The count and every condition are
 * ONE conditional UPDATE: concurrent claims of the last download queue on the row, and the second one finds the
 * limit reached when its condition is re-checked — one file, one refusal. A download is counted when it is
 * granted, before the bytes go out (decision 0762).
 */
export async function claimDownload(
  db: Database,
  customerId: number,
  purchaseId: number,
): Promise<DownloadClaim> {
  if (!Number.isSafeInteger(purchaseId) || purchaseId <= 0) return { kind: 'not-found' };
  const [granted] = await selectRows<{
    sampleUrl: string | null;
    downloadsUsed: number;
    maxDownloads: number | null;
  }>(
    db,
    sql`UPDATE download_purchase dp SET downloads_used = dp.downloads_used + 1
      FROM sales_order_line l, sales_order o, downloadable_link dl
      WHERE dp.id = ${purchaseId} AND l.id = dp.order_line_id AND o.id = l.order_id
        AND dl.id = dp.link_id AND dl.sample_url IS NOT NULL
        AND o.customer_id = ${customerId} AND dp.active AND o.status IN ${servingStatuses}
        AND (dp.max_downloads IS NULL OR dp.downloads_used < dp.max_downloads)
      RETURNING dl.sample_url AS "sampleUrl", dp.downloads_used AS "downloadsUsed",
        dp.max_downloads AS "maxDownloads"`,
  );
  if (granted) {
    const file = linkFileOf(granted.sampleUrl);
    if (file)
      return {
        kind: 'granted',
        file,
        downloadsUsed: granted.downloadsUsed,
        maxDownloads: granted.maxDownloads,
      };
    return { kind: 'not-found' };
  }
  const [spent] = await selectRows<{ maxDownloads: number }>(
    db,
    sql`SELECT dp.max_downloads AS "maxDownloads"
      FROM download_purchase dp JOIN sales_order_line l ON l.id = dp.order_line_id
      JOIN sales_order o ON o.id = l.order_id
      WHERE dp.id = ${purchaseId} AND o.customer_id = ${customerId} AND dp.active
        AND o.status IN ${servingStatuses}
        AND dp.max_downloads IS NOT NULL AND dp.downloads_used >= dp.max_downloads`,
  );
  return spent
    ? { kind: 'limit-reached', maxDownloads: spent.maxDownloads }
    : { kind: 'not-found' };
}

/**
 * The free sample of a link, for anybody: only a link of an active product that has a sample, and only a file
 * inside the downloads root. Null otherwise.
 */
export async function findSample(db: Database, linkId: string): Promise<DownloadFile | null> {
  if (!/^\d{1,10}$/.test(linkId)) return null;
  const [link] = await selectRows<{ sampleUrl: string }>(
    db,
    sql`SELECT dl.sample_url AS "sampleUrl" FROM downloadable_link dl
      JOIN product p ON p.id = dl.product_id
      WHERE dl.id = ${Number(linkId)} AND p.is_active AND dl.sample_url IS NOT NULL`,
  );
  return link ? downloadFileAt(link.sampleUrl) : null;
}
