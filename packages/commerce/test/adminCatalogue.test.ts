/**
 * Catalogue and content in the back office (issue 18 item 8) on a real store:
 * - tier prices saved with the product (replaced as a whole), checked (known group, a quantity, a positive
 *   price, one per group and quantity, a group at quantity 1) and audited;
 * - images checked by content (PNG, JPEG or WebP by their first bytes and readable by sharp, 5 MiB at most),
 *   stored below the media root as a master of the image pipeline, recorded, audited, removable;
 * - CMS pages and blocks in both languages through the shop's sanitizer (an unknown widget refused, dropped
 *   markup counted), audited, the block cache forgotten and the entity's Cache-Tag purged;
 * - customer service can neither change them nor read the CMS; a refusal writes nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addProductImage,
  AdminError,
  createStaff,
  ensureAuditLogGuard,
  getContent,
  getProduct,
  listAudit,
  listContent,
  maxImageBytes,
  removeProductImage,
  updateContent,
  updateProduct,
  type AdminContext,
} from '../src/admin/index';
import { onStockChange } from '../src/catalog/stockChanges';
import { selectRows } from '../src/db/database';
import { contentHash } from '../src/resolvers/contentMetadata';
import { orderableProducts } from './afterSalesFixtures';
import { openOrdersRig, type OrdersRig } from './ordersFixtures';

let rig: OrdersRig;
let mediaRoot: string;
const ctx = {} as Record<'editor' | 'service', AdminContext>;

beforeAll(async () => {
  rig = await openOrdersRig({ gatewayFile: false });
  await ensureAuditLogGuard(rig.store.db);
  mediaRoot = mkdtempSync(join(tmpdir(), 'truffe-admin-media-'));
  for (const [key, role] of [
    ['editor', 'catalogEditor'],
    ['service', 'customerService'],
  ] as const) {
    const created = await createStaff(
      rig.store.db,
      {
        email: `${key}.catalogue@staff.example.fr`,
        name: key,
        role,
        password: 'un mot de passe du personnel',
      },
      { staffId: null, actor: 'command:test' },
    );
    ctx[key] = { store: rig.store, staff: created.staff, locale: 'fr-FR', mediaRoot };
  }
});
afterAll(async () => {
  await rig?.close();
  if (mediaRoot) rmSync(mediaRoot, { recursive: true, force: true });
});

async function refusal(operation: Promise<unknown>): Promise<AdminError> {
  const outcome = await operation.then(
    () => new Error('the operation was not refused'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AdminError)) throw outcome;
  return outcome;
}

const auditCount = async () =>
  (
    await selectRows<{ n: number }>(rig.store.db, sql`SELECT count(*)::int AS n FROM staff_audit`)
  )[0]!.n;

describe('tier prices', () => {
  it('are replaced with the product, checked, audited', async () => {
    const [product] = await orderableProducts(rig, 1, 50);
    const editor = ctx.editor;
    // Incl. tax, multiples of 6 cents: exact both ways at the shop's 20 % (stored excl. tax).
    const tiers = [
      { groupId: null, qty: 5, price: 1200 },
      { groupId: 2, qty: 1, price: 1104 },
      { groupId: 2, qty: 10, price: 996 },
    ];
    const saved = await updateProduct(editor, product!.id, { tierPrices: tiers });
    expect(saved.tierPrices).toEqual(tiers);
    const rows = await selectRows<{ qty: number; price: number }>(
      rig.store.db,
      sql`SELECT qty, price FROM product_tier_price WHERE product_id = ${product!.id} ORDER BY qty, price`,
    );
    expect(rows.map((row) => row.qty)).toEqual([1, 5, 10]);
    // The catalogue keeps them excluding tax, as every price (decision 0740).
    expect(rows.map((row) => row.price)).toEqual([920, 1000, 830]);

    const before = await auditCount();
    for (const [tierPrices, id] of [
      [[{ groupId: null, qty: 1, price: 100 }], 'tierNeedsGroup'],
      [
        [
          { groupId: 1, qty: 3, price: 100 },
          { groupId: 1, qty: 3, price: 90 },
        ],
        'tierDuplicate',
      ],
      [[{ groupId: 99, qty: 3, price: 100 }], 'invalidInput'],
      [[{ groupId: null, qty: 0, price: 100 }], 'invalidInput'],
      [[{ groupId: null, qty: 2, price: -1 }], 'invalidInput'],
      ['cheap', 'invalidInput'],
    ] as const)
      expect((await refusal(updateProduct(editor, product!.id, { tierPrices }))).messageId).toBe(
        id,
      );
    expect((await getProduct(editor, product!.id)).tierPrices).toEqual(tiers);
    expect(await auditCount()).toBe(before);

    await updateProduct(editor, product!.id, { tierPrices: [] });
    expect((await getProduct(editor, product!.id)).tierPrices).toEqual([]);
    const [entry] = await listAudit(rig.store.db, {
      action: 'product.update',
      target: `product:${product!.sku}`,
    });
    expect(entry).toMatchObject({ before: { tierPrices: tiers }, after: { tierPrices: [] } });
  });
});

describe('product images', () => {
  it('accepts a PNG or WebP by content, stores it as a master, audits; refuses anything else', async () => {
    const [product] = await orderableProducts(rig, 1, 51);
    const editor = ctx.editor;
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#1b4332' },
    })
      .png()
      .toBuffer();
    const purged: string[][] = [];
    const stop = onStockChange(rig.store.db, ({ tags }) => void purged.push(tags));
    const images = await addProductImage(editor, product!.id, {
      data: png.toString('base64'),
      label: { 'fr-FR': 'Le sachet', 'en-GB': 'The bag' },
    });
    stop();
    const added = images.at(-1)!;
    expect(added.path).toMatch(/^catalog\/product\/uploads\/[0-9a-f]{32}\.png$/);
    expect(added.label).toEqual({ 'fr-FR': 'Le sachet', 'en-GB': 'The bag' });
    expect(readFileSync(join(mediaRoot, added.path)).equals(png)).toBe(true);
    expect((await getProduct(editor, product!.id)).images.at(-1)).toMatchObject({
      path: added.path,
    });
    expect(purged.some((tags) => tags.includes(contentHash('product', product!.sku)))).toBe(true);

    const webp = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#ffffff' },
    })
      .webp()
      .toBuffer();
    const withWebp = await addProductImage(editor, product!.id, { data: webp.toString('base64') });
    expect(withWebp.at(-1)!.path).toMatch(/\.webp$/);

    const before = await auditCount();
    const count = withWebp.length;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    // A PNG signature followed by garbage: the first bytes lie, sharp cannot read it.
    const forged = Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const data of [svg, forged, gif, Buffer.from('just text, named photo.png')])
      expect(
        (await refusal(addProductImage(editor, product!.id, { data: data.toString('base64') })))
          .messageId,
      ).toBe('imageRefused');
    const tooLarge = Buffer.concat([png, Buffer.alloc(maxImageBytes)]);
    const large = await refusal(
      addProductImage(editor, product!.id, { data: tooLarge.toString('base64') }),
    );
    expect(large.messageId).toBe('imageTooLarge');
    expect(large.translate('fr-FR')).toBe('Image trop lourde : 5 Mo au plus.');
    expect(
      (await refusal(addProductImage(ctx.service, product!.id, { data: png.toString('base64') })))
        .status,
    ).toBe(403);
    expect((await getProduct(editor, product!.id)).images).toHaveLength(count);
    expect(await auditCount()).toBe(before);

    const left = await removeProductImage(editor, product!.id, added.id);
    expect(left.map((image) => image.id)).not.toContain(added.id);
    expect(existsSync(join(mediaRoot, added.path))).toBe(true);
    const [entry] = await listAudit(rig.store.db, {
      action: 'product.removeImage',
      target: `product:${product!.sku}`,
    });
    expect(entry!.before).toMatchObject({ images: expect.arrayContaining([{ ...added }]) });
  });
});

describe('CMS pages and blocks', () => {
  it('saves both languages through the sanitizer, purges by tag, audits; customer service may not', async () => {
    const editor = ctx.editor;
    const { rows } = await listContent(editor, 'block');
    expect(rows.length).toBeGreaterThan(0);
    const identifier = rows[0]!.identifier;
    const before = await getContent(editor, 'block', identifier);

    // Customer service: neither read nor written, nothing changes.
    const audits = await auditCount();
    // One at a time (see admin.test.ts): no refusal waits unhandled for its turn.
    for (const operation of [
      () => listContent(ctx.service, 'block'),
      () => getContent(ctx.service, 'block', identifier),
      () =>
        updateContent(ctx.service, 'block', identifier, {
          texts: { 'fr-FR': { title: 'Piraté', content: '<p>x</p>', isActive: true } },
        }),
    ])
      expect((await refusal(operation())).status).toBe(403);
    expect(await getContent(editor, 'block', identifier)).toEqual(before);
    expect(await auditCount()).toBe(audits);

    // An unknown widget is refused; nothing changes.
    const widget = await refusal(
      updateContent(editor, 'block', identifier, {
        texts: {
          'fr-FR': {
            title: 'Bloc',
            content: '<p>{{widget type="Nope\\Widget"}}</p>',
            isActive: true,
          },
        },
      }),
    );
    expect(widget.messageId).toBe('contentWidgetInvalid');
    expect(await getContent(editor, 'block', identifier)).toEqual(before);

    const purged: string[][] = [];
    const stop = onStockChange(rig.store.db, ({ tags }) => void purged.push(tags));
    const saved = await updateContent(editor, 'block', identifier, {
      texts: {
        'fr-FR': {
          title: 'Nous écrire',
          content: '<p>Écrivez-nous.</p><script>alert(1)</script>',
          isActive: true,
        },
        'en-GB': { title: 'Write to us', content: '<p>Write to us.</p>', isActive: true },
      },
    });
    stop();
    expect(saved.texts['fr-FR']).toMatchObject({ title: 'Nous écrire' });
    expect(saved.texts['en-GB']).toMatchObject({
      title: 'Write to us',
      content: '<p>Write to us.</p>',
    });
    expect(saved.dropped).toEqual({ 'fr-FR': 1, 'en-GB': 0 });
    expect(purged).toEqual([[contentHash('cms-block', identifier)]]);
    const [entry] = await listAudit(rig.store.db, {
      action: 'cmsBlock.update',
      target: `cms-block:${identifier}`,
    });
    expect(entry).toMatchObject({
      before: { 'fr-FR': { title: before.texts['fr-FR']!.title } },
      after: { 'fr-FR': { title: 'Nous écrire' }, 'en-GB': { title: 'Write to us' } },
    });

    // A page: its heading and meta texts, and where the shop shows it in each language.
    const pages = await listContent(editor, 'page', { q: 'a' });
    const page = pages.rows.find((row) => row.identifier !== 'home') ?? pages.rows[0]!;
    const shown = await getContent(editor, 'page', page.identifier);
    expect(shown.previewUrls['en-GB']).toMatch(/\/en\//);
    const updated = await updateContent(editor, 'page', page.identifier, {
      texts: {
        'en-GB': {
          ...shown.texts['en-GB'],
          title: 'About us',
          metaDescription: 'Who we are.',
          isActive: true,
          content: shown.texts['en-GB']?.content ?? '<p>About.</p>',
        },
      },
    });
    expect(updated.texts['en-GB']).toMatchObject({
      title: 'About us',
      metaDescription: 'Who we are.',
    });
    expect(updated.texts['fr-FR']).toEqual(shown.texts['fr-FR']);
    // A title is required.
    expect(
      (
        await refusal(
          updateContent(editor, 'page', page.identifier, {
            texts: { 'fr-FR': { title: ' ', content: '<p>x</p>', isActive: true } },
          }),
        )
      ).values,
    ).toEqual({ field: 'texts.fr-FR.title' });
  });
});

describe('a save that changes nothing', () => {
  it('writes no audit entry, bumps nothing and purges nothing, for a product and for a CMS block', async () => {
    const [product] = await orderableProducts(rig, 1, 52);
    const editor = ctx.editor;
    const shown = await getProduct(editor, product!.id);
    const updatedAt = () =>
      selectRows<{ at: string; price: number }>(
        rig.store.db,
        sql`SELECT updated_at::text AS at, price FROM product WHERE id = ${product!.id}`,
      );
    const stored = await updatedAt();
    const audits = await auditCount();
    const announced: unknown[] = [];
    const stop = onStockChange(rig.store.db, (change) => void announced.push(change));
    // What the admin's form sends back untouched: every field it edits, as it read them.
    const same = await updateProduct(editor, product!.id, {
      texts: shown.texts,
      price: shown.price,
      specialPrice: shown.specialPrice,
      specialFrom: shown.specialFrom,
      specialTo: shown.specialTo,
      qty: shown.qty ?? undefined,
      isActive: shown.isActive,
      tierPrices: shown.tierPrices,
    });
    expect(same).toEqual(shown);
    expect(await updatedAt()).toEqual(stored);
    expect(await auditCount()).toBe(audits);

    const blocks = await listContent(editor, 'block');
    const identifier = blocks.rows[blocks.rows.length - 1]!.identifier;
    const block = await getContent(editor, 'block', identifier);
    const blockSaved = await updateContent(editor, 'block', identifier, { texts: block.texts });
    expect(blockSaved.texts).toEqual(block.texts);
    expect(await auditCount()).toBe(audits);
    stop();
    expect(announced).toEqual([]);

    // A real change is still saved and audited.
    await updateProduct(editor, product!.id, { isActive: !shown.isActive });
    expect(await auditCount()).toBe(audits + 1);
    await updateProduct(editor, product!.id, { isActive: shown.isActive });
  });
});
