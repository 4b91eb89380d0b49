/**
 * Product images from the back office (issue 18 item 8). An upload is checked by its content, never its name
 * or declared type: its first bytes must be those of a PNG, a JPEG or a WebP, it must be at most
 * `maxImageBytes`, and sharp must read its dimensions (a truncated or forged file is refused). It is stored
 * as a master below the media root, where the seed's pictures are (`catalog/product/…`), under a name made of
 * its SHA-256 (the same upload twice is one file), and recorded in `product_media`. The shop serves it through
 * the existing image pipeline (`/media`, packages/image), which resizes and re-encodes each derivative.
 * Audited, listings refreshed and the product's pages purged, like every catalogue write.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';

import { announceStockChange } from '../catalog/stockChanges';
import { selectRows, type Database } from '../db/database';
import { refreshCategoryListing } from '../listing/categoryListing';
import { inTransaction } from '../orders/transaction';
import { recordAudit } from './auditLog';
import { actorOf, type AdminContext, isRecordId } from './context';
import { AdminError } from './messages';
import { requirePermission } from './permissions';

/** 5 MiB: a product photograph, not an archive. */
export const maxImageBytes = 5 * 1024 * 1024;
const maxPixels = 40_000_000;

export type UploadFormat = 'png' | 'jpeg' | 'webp';

/** The format an upload's first bytes announce, among the three accepted. */
export function uploadFormatOf(bytes: Uint8Array): UploadFormat | undefined {
  const ascii = (start: number, end: number) =>
    Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export interface ProductImage {
  id: number;
  path: string;
  label: { 'fr-FR'?: string; 'en-GB'?: string } | null;
  position: number;
}

export function productImages(db: Database, productId: number): Promise<ProductImage[]> {
  return selectRows<ProductImage>(
    db,
    sql`SELECT id, path, label, position FROM product_media WHERE product_id = ${productId}
      ORDER BY position, id`,
  );
}

function labelOf(input: unknown): ProductImage['label'] {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'object') throw new AdminError('invalidInput', { field: 'label' });
  const label: Record<string, string> = {};
  for (const locale of ['fr-FR', 'en-GB'] as const) {
    const value = (input as Record<string, unknown>)[locale];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || value.length > 255)
      throw new AdminError('invalidInput', { field: `label.${locale}` });
    label[locale] = value.trim();
  }
  return Object.keys(label).length > 0 ? label : null;
}

async function afterCatalogWrite(db: Database, productId: number) {
  await refreshCategoryListing(db);
  await announceStockChange(db, [productId]);
}

/**
 * Adds an image to a product (last position). `data` is the file in base64 (the admin API takes JSON only).
 */
export async function addProductImage(
  ctx: AdminContext,
  id: number,
  input: { data?: unknown; label?: unknown },
): Promise<ProductImage[]> {
  requirePermission(ctx.staff, 'products.update');
  const productId = Number(id);
  if (!isRecordId(productId)) throw new AdminError('notFound');
  if (!ctx.mediaRoot) throw new AdminError('imagesOff');
  if (typeof input.data !== 'string' || input.data.length === 0)
    throw new AdminError('imageRefused');
  // Base64 is 4/3 of the bytes: refuse an oversized upload before decoding it.
  if (input.data.length > Math.ceil(maxImageBytes / 3) * 4 + 4)
    throw new AdminError('imageTooLarge');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > maxImageBytes) throw new AdminError('imageTooLarge');
  const format = uploadFormatOf(bytes);
  if (!format) throw new AdminError('imageRefused');
  const metadata = await sharp(bytes, { limitInputPixels: maxPixels })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height || metadata.format !== format)
    throw new AdminError('imageRefused');
  const label = labelOf(input.label);

  const db = ctx.store.db;
  const [product] = await selectRows<{ sku: string }>(
    db,
    sql`SELECT sku FROM product WHERE id = ${productId}`,
  );
  if (!product) throw new AdminError('notFound');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const path = `catalog/product/uploads/${hash}.${format === 'jpeg' ? 'jpg' : format}`;
  await mkdir(join(ctx.mediaRoot, 'catalog', 'product', 'uploads'), { recursive: true });
  await writeFile(join(ctx.mediaRoot, path), bytes);

  const images = await inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT id FROM product WHERE id = ${productId} FOR UPDATE`);
    const before = await productImages(tx, productId);
    await tx.execute(
      sql`INSERT INTO product_media (product_id, path, label, position)
        VALUES (${productId}, ${path}, ${label === null ? null : JSON.stringify(label)}::jsonb,
          ${before.reduce((last, image) => Math.max(last, image.position + 1), 0)})`,
    );
    const after = await productImages(tx, productId);
    await recordAudit(
      tx,
      actorOf(ctx.staff),
      'product.addImage',
      `product:${product.sku}`,
      { images: before },
      {
        images: after,
        bytes: bytes.length,
        format,
        width: metadata.width,
        height: metadata.height,
      },
    );
    return after;
  });
  await afterCatalogWrite(db, productId);
  return images;
}

/** Removes one of a product's images (the master stays on disk: another product may use the same file). */
export async function removeProductImage(
  ctx: AdminContext,
  id: number,
  imageId: number,
): Promise<ProductImage[]> {
  requirePermission(ctx.staff, 'products.update');
  const productId = Number(id);
  if (!isRecordId(productId) || !isRecordId(Number(imageId))) throw new AdminError('notFound');
  const db = ctx.store.db;
  const images = await inTransaction(db, async (tx) => {
    const [product] = await selectRows<{ sku: string }>(
      tx,
      sql`SELECT sku FROM product WHERE id = ${productId} FOR UPDATE`,
    );
    if (!product) throw new AdminError('notFound');
    const before = await productImages(tx, productId);
    if (!before.some((image) => image.id === Number(imageId))) throw new AdminError('notFound');
    await tx.execute(
      sql`DELETE FROM product_media WHERE id = ${Number(imageId)} AND product_id = ${productId}`,
    );
    const after = await productImages(tx, productId);
    await recordAudit(
      tx,
      actorOf(ctx.staff),
      'product.removeImage',
      `product:${product.sku}`,
      { images: before },
      { images: after },
    );
    return after;
  });
  await afterCatalogWrite(db, productId);
  return images;
}
