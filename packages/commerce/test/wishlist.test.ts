/**
 * The wishlist's GraphQL (issue 17 items 1–2) as the storefront runs it: the persisted documents, a browser's
 * session and cart cookies on the context, against a real store. Only the owner reads or changes a wishlist;
 * bad input is refused in the request's language and writes nothing; lines go to the cart through the cart's own
 * stock checks; a shared wishlist shows products only and adds to the VISITOR's cart until it is revoked.
 */
import { typeDefs } from '@truffe/graphql/schema';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CustomerDeps } from '../src/customers/context';
import { register } from '../src/customers/registration';
import { identifyCustomer } from '../src/customers/viewer';
import { signIn } from '../src/customers/signIn';
import { selectRows } from '../src/db/database';
import { resolvers } from '../src/resolvers/index';
import type { Store } from '../src/store/openStore';
import { orderableSimpleSkus } from '../src/testing/catalogueSamples';
import { persistedOperation } from '../src/testing/persistedOperation';
import { openTestStore } from '../src/testing/testStore';
import { depsWithClock, strongPassword, testClock, uniqueEmail } from './customersHarness';

let store: Store;
let deps: CustomerDeps;
let skus: string[];

beforeAll(async () => {
  store = await openTestStore();
  deps = depsWithClock(store, testClock(new Date()));
  skus = await orderableSimpleSkus(store, 3);
}, 120_000);
afterAll(() => store?.close());

interface Answer {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string }[];
}

/** A browser: its session and cart cookies (kept as the server would) and the cache hints it received. */
function browser(locale: 'fr-FR' | 'en-GB', token?: string) {
  const state = { token, cart: undefined as string | undefined, hints: [] as { scope: string }[] };
  const yoga = createYoga<{ locale: string }>({
    schema: createSchema({ typeDefs, resolvers: resolvers as never }),
    logging: false,
    context: async ({ locale: requested }) => {
      const context = store.createContext(requested);
      // As the server does when it builds the context: the request acts for the session's customer.
      await identifyCustomer(context, state.token);
      return {
        ...context,
        customerSession: {
          token: state.token,
          clientAddress: '192.0.2.10',
          issue: (issued: string) => (state.token = issued),
          clear: () => (state.token = undefined),
        },
        cartSession: { token: state.cart, issue: (issued: string) => (state.cart = issued) },
        cacheControl: {
          ...context.cacheControl,
          hint: (hint: { scope: string }) => state.hints.push(hint),
        },
      };
    },
  });
  return {
    state,
    async run(name: string, variables: Record<string, unknown> = {}) {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: persistedOperation(name).text, variables }),
        },
        { locale },
      );
      const answer = (await response.json()) as Answer;
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!;
    },
  };
}

async function signedInBrowser(name: string, locale: 'fr-FR' | 'en-GB' = 'fr-FR') {
  const email = uniqueEmail(name);
  await register(deps, {
    email,
    password: strongPassword,
    firstname: 'Camille',
    lastname: name,
    acceptCgv: true,
  });
  const result = await signIn(deps, { email, password: strongPassword });
  if (!result.ok) throw new Error(result.message);
  return { email, id: result.customer.id, client: browser(locale, result.session.token) };
}

interface WishlistData {
  id: string;
  isShareable: boolean;
  shareCode: string | null;
  items: { id: string; quantity: number; comment: string | null; product: { sku: string } }[];
}
type Result = { success: boolean; errorMessage: string | null; wishlist: WishlistData | null };

async function wishlistRows(customerId: number) {
  return selectRows<{ id: number; qty: number; comment: string | null }>(
    store.db,
    sql`SELECT i.id, i.qty, i.comment FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id
      WHERE w.customer_id = ${customerId} ORDER BY i.id`,
  );
}

async function cartQuantity(client: ReturnType<typeof browser>) {
  const data = await client.run('CartQuery');
  return (data.cart as { totalQuantity: number }).totalQuantity;
}

describe('the wishlist of the session customer', () => {
  it('adds, merges the same product, looks it up by SKU, updates and removes; every answer is private', async () => {
    const { client, id } = await signedInBrowser('Wish');
    const empty = (await client.run('LoadWishlistQuery')).me as { wishlist: WishlistData };
    expect(empty.wishlist).toMatchObject({ id: '0', items: [], isShareable: false });

    const add = (await client.run('AddProductToWishlistMutation', {
      input: { sku: skus[0], comment: 'Pour Rex' },
    })) as { addProductToWishlist: Result };
    expect(add.addProductToWishlist.success).toBe(true);
    await client.run('AddProductToWishlistMutation', { input: { sku: skus[0], quantity: 2 } });
    const rows = await wishlistRows(id);
    expect(rows).toEqual([{ id: rows[0]!.id, qty: 3, comment: 'Pour Rex' }]);

    const itemId = String(rows[0]!.id);
    const lookup = async (sku: string) =>
      (
        (await client.run('WishlistLookupQuery', { sku })).me as {
          wishlist: { itemBySku: { isInWishlist: boolean; item: { id: string } | null } };
        }
      ).wishlist.itemBySku;
    expect(await lookup(skus[0]!)).toMatchObject({ isInWishlist: true, item: { id: itemId } });
    expect(await lookup(skus[1]!)).toMatchObject({ isInWishlist: false, item: null });
    const updated = (await client.run('UpdateWishlistItemMutation', {
      input: { itemId, quantity: 5, comment: '  ' },
    })) as { updateWishlistItem: Result };
    expect(updated.updateWishlistItem.wishlist!.items[0]).toMatchObject({
      quantity: 5,
      comment: null,
    });
    expect(client.state.hints.length).toBeGreaterThan(0);
    expect(client.state.hints.every((hint) => hint.scope === 'private')).toBe(true);

    await client.run('RemoveProductFromWishlistMutation', { sku: skus[0] });
    expect(await wishlistRows(id)).toEqual([]);
  });

  it('never lets another customer change or remove a line: not found, and the line stays', async () => {
    const owner = await signedInBrowser('Owner');
    const other = await signedInBrowser('Other', 'en-GB');
    await owner.client.run('AddProductToWishlistMutation', { input: { sku: skus[1] } });
    const [row] = await wishlistRows(owner.id);
    const itemId = String(row!.id);
    const update = (await other.client.run('UpdateWishlistItemMutation', {
      input: { itemId, quantity: 9 },
    })) as { updateWishlistItem: Result };
    expect(update.updateWishlistItem).toMatchObject({
      success: false,
      errorMessage: 'This item is not in your wishlist.',
    });
    const remove = (await other.client.run('RemoveWishlistItemMutation', { itemId })) as {
      removeWishlistItem: Result;
    };
    expect(remove.removeWishlistItem.success).toBe(false);
    const toCart = (await other.client.run('AddWishlistToCartMutation', { itemId })) as {
      addWishlistToCart: { success: boolean; addedCount: number };
    };
    expect(toCart.addWishlistToCart).toMatchObject({ success: false, addedCount: 0 });
    expect(await wishlistRows(owner.id)).toEqual([{ id: row!.id, qty: 1, comment: null }]);
  });

  it('asks a visitor to sign in, in the request language, and writes nothing', async () => {
    const [before] = await selectRows<{ n: number }>(
      store.db,
      sql`SELECT count(*)::int AS n FROM wishlist_item`,
    );
    const fr = (await browser('fr-FR').run('AddProductToWishlistMutation', {
      input: { sku: skus[0] },
    })) as { addProductToWishlist: Result };
    expect(fr.addProductToWishlist).toMatchObject({
      success: false,
      errorMessage: 'Connectez-vous pour utiliser votre liste d’envies.',
    });
    const en = (await browser('en-GB').run('ShareWishlistMutation')) as { shareWishlist: Result };
    expect(en.shareWishlist.errorMessage).toBe('Sign in to use your wishlist.');
    const [after] = await selectRows<{ n: number }>(
      store.db,
      sql`SELECT count(*)::int AS n FROM wishlist_item`,
    );
    expect(after!.n).toBe(before!.n);
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const { client, id } = await signedInBrowser('Bounds');
    const cases: [Record<string, unknown>, string][] = [
      [{ sku: skus[0], quantity: 0 }, 'La quantité doit être un nombre entier entre 1 et 9999.'],
      [
        { sku: skus[0], quantity: 10_000 },
        'La quantité doit être un nombre entier entre 1 et 9999.',
      ],
      [
        { sku: skus[0], comment: 'x'.repeat(501) },
        'Le commentaire ne doit pas dépasser 500 caractères.',
      ],
      [{ sku: 'NO-SUCH-SKU' }, 'Le produit NO-SUCH-SKU n’existe pas ou n’est plus vendu.'],
      [
        { sku: skus[0], selectedOptions: [{ attributeCode: 'color', value: '1' }] },
        `Cette option n’existe pas pour le produit ${skus[0]}.`,
      ],
      [{ sku: 'x'.repeat(65) }, 'Cette demande n’est pas valide.'],
    ];
    for (const [input, message] of cases) {
      const answer = (await client.run('AddProductToWishlistMutation', { input })) as {
        addProductToWishlist: Result;
      };
      expect(answer.addProductToWishlist, JSON.stringify(input)).toMatchObject({
        success: false,
        errorMessage: message,
      });
    }
    const bad = (await client.run('UpdateWishlistItemMutation', {
      input: { itemId: 'abc', quantity: 1 },
    })) as { updateWishlistItem: Result };
    expect(bad.updateWishlistItem.errorMessage).toBe('Cette demande n’est pas valide.');
    expect(await wishlistRows(id)).toEqual([]);
  });

  it('keeps a configurable product with its chosen values, labelled, and refuses a value no variant has', async () => {
    const [configurable] = await selectRows<{ sku: string; code: string; optionId: number }>(
      store.db,
      sql`SELECT p.sku, a.code, v.option_id AS "optionId" FROM product p
        JOIN product_super_attribute sa ON sa.product_id = p.id
        JOIN attribute a ON a.id = sa.attribute_id
        JOIN product_link l ON l.parent_id = p.id AND l.kind = 'configurable'
        JOIN product_attribute_value v ON v.product_id = l.child_id AND v.attribute_id = a.id
        WHERE p.type = 'configurable' AND p.is_active ORDER BY p.id LIMIT 1`,
    );
    if (!configurable) throw new Error('The seeded catalogue has no configurable product');
    const { client } = await signedInBrowser('Config', 'en-GB');
    const ok = (await client.run('AddProductToWishlistMutation', {
      input: {
        sku: configurable.sku,
        selectedOptions: [
          { attributeCode: configurable.code, value: String(configurable.optionId) },
        ],
      },
    })) as {
      addProductToWishlist: Result & { wishlist: { items: { selectedOptions: unknown[] }[] } };
    };
    expect(ok.addProductToWishlist.success).toBe(true);
    expect(ok.addProductToWishlist.wishlist.items[0]!.selectedOptions).toEqual([
      expect.objectContaining({
        option_id: configurable.code,
        option_value: String(configurable.optionId),
        label: expect.any(String),
        valueLabel: expect.any(String),
      }),
    ]);
    const refused = (await client.run('AddProductToWishlistMutation', {
      input: {
        sku: configurable.sku,
        selectedOptions: [{ attributeCode: configurable.code, value: '999999' }],
      },
    })) as { addProductToWishlist: Result };
    expect(refused.addProductToWishlist.errorMessage).toBe(
      `This option does not exist for product ${configurable.sku}.`,
    );
  });

  it('adds one line or all to the session cart through the cart stock check', async () => {
    const { client, id } = await signedInBrowser('ToCart', 'en-GB');
    await client.run('AddProductToWishlistMutation', { input: { sku: skus[0], quantity: 2 } });
    await client.run('AddProductToWishlistMutation', { input: { sku: skus[1] } });
    const [first] = await wishlistRows(id);
    const one = (await client.run('AddWishlistToCartMutation', { itemId: String(first!.id) })) as {
      addWishlistToCart: { success: boolean; addedCount: number };
    };
    expect(one.addWishlistToCart).toMatchObject({ success: true, addedCount: 1 });
    expect(await cartQuantity(client)).toBe(2);
    const all = (await client.run('AddWishlistToCartMutation')) as {
      addWishlistToCart: { addedCount: number };
    };
    expect(all.addWishlistToCart.addedCount).toBe(2);
    expect(await cartQuantity(client)).toBe(5);

    // Above the stock: the cart's own refusal, and the cart unchanged.
    const [stock] = await selectRows<{ qty: number }>(
      store.db,
      sql`SELECT s.qty FROM stock_item s JOIN product p ON p.id = s.product_id WHERE p.sku = ${skus[2]}`,
    );
    await client.run('AddProductToWishlistMutation', {
      input: { sku: skus[2], quantity: Math.min(stock!.qty + 1, 9999) },
    });
    const rows = await wishlistRows(id);
    const tooMany = (await client.run('AddWishlistToCartMutation', {
      itemId: String(rows[2]!.id),
    })) as { addWishlistToCart: { success: boolean; errorMessage: string } };
    expect(tooMany.addWishlistToCart.success).toBe(false);
    expect(tooMany.addWishlistToCart.errorMessage).toMatch(/stock|available/i);
    expect(await cartQuantity(client)).toBe(5);
  });
});

describe('a shared wishlist', () => {
  it('shows products only, adds one or all to the visitor cart, and is gone once revoked', async () => {
    const owner = await signedInBrowser('Sharer');
    await owner.client.run('AddProductToWishlistMutation', {
      input: { sku: skus[0], comment: 'anniversaire de Camille' },
    });
    await owner.client.run('AddProductToWishlistMutation', {
      input: { sku: skus[1], quantity: 2 },
    });
    const shared = (await owner.client.run('ShareWishlistMutation')) as { shareWishlist: Result };
    const code = shared.shareWishlist.wishlist!.shareCode!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Sharing again keeps the live link.
    const again = (await owner.client.run('ShareWishlistMutation')) as { shareWishlist: Result };
    expect(again.shareWishlist.wishlist!.shareCode).toBe(code);

    const visitor = browser('en-GB');
    const view = await visitor.run('SharedWishlistQuery', { shareCode: code });
    const text = JSON.stringify(view);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('Sharer');
    expect(text).not.toContain('anniversaire');
    const items = (view.sharedWishlist as { items: { id: string; product: { sku: string } }[] })
      .items;
    expect(items.map((item) => item.product.sku)).toEqual([skus[0], skus[1]]);
    expect(visitor.state.hints.every((hint) => hint.scope === 'private')).toBe(true);

    const one = (await visitor.run('AddSharedWishlistToCartMutation', {
      shareCode: code,
      itemId: items[1]!.id,
    })) as { addSharedWishlistToCart: { addedCount: number } };
    expect(one.addSharedWishlistToCart.addedCount).toBe(1);
    expect(await cartQuantity(visitor)).toBe(2);
    // A line that is not (or no longer) in the shared list: the visitor's words, the cart unchanged.
    const missing = (await visitor.run('AddSharedWishlistToCartMutation', {
      shareCode: code,
      itemId: '999999',
    })) as { addSharedWishlistToCart: { success: boolean; errorMessage: string } };
    expect(missing.addSharedWishlistToCart).toMatchObject({
      success: false,
      errorMessage: 'This item is no longer in this wishlist.',
    });
    expect(await cartQuantity(visitor)).toBe(2);
    await visitor.run('AddSharedWishlistToCartMutation', { shareCode: code });
    expect(await cartQuantity(visitor)).toBe(5);
    // The owner's cart is not touched.
    expect(await cartQuantity(owner.client)).toBe(0);

    await owner.client.run('RevokeWishlistShareMutation');
    expect(
      (await visitor.run('SharedWishlistQuery', { shareCode: code })).sharedWishlist,
    ).toBeNull();
    const gone = (await visitor.run('AddSharedWishlistToCartMutation', { shareCode: code })) as {
      addSharedWishlistToCart: { success: boolean; errorMessage: string };
    };
    expect(gone.addSharedWishlistToCart).toMatchObject({
      success: false,
      errorMessage: 'This shared wishlist does not exist or is no longer shared.',
    });
    expect(await cartQuantity(visitor)).toBe(5);
    // A new share draws a new code; the old one stays unknown.
    const renewed = (await owner.client.run('ShareWishlistMutation')) as { shareWishlist: Result };
    expect(renewed.shareWishlist.wishlist!.shareCode).not.toBe(code);
  });

  it('answers null for unknown and malformed codes', async () => {
    const visitor = browser('fr-FR');
    for (const shareCode of ['', 'x', 'A'.repeat(22), "' OR 1=1 --", 'é'.repeat(5000)])
      expect((await visitor.run('SharedWishlistQuery', { shareCode })).sharedWishlist).toBeNull();
  });
});

describe('the wishlist feature flag (spec §4, §6)', () => {
  it('gives an empty wishlist and refuses changes while the flag is off', async () => {
    const { client, id } = await signedInBrowser('Flag', 'en-GB');
    await client.run('AddProductToWishlistMutation', { input: { sku: skus[0] } });
    await store.db.execute(
      sql`UPDATE config_entry SET value = '0' WHERE path = 'feature/wishlist'`,
    );
    try {
      const loaded = (await client.run('LoadWishlistQuery')).me as { wishlist: WishlistData };
      expect(loaded.wishlist.items).toEqual([]);
      const refused = (await client.run('AddProductToWishlistMutation', {
        input: { sku: skus[1] },
      })) as { addProductToWishlist: Result };
      expect(refused.addProductToWishlist).toMatchObject({
        success: false,
        errorMessage: 'This service is not available at the moment.',
      });
      expect((await wishlistRows(id)).length).toBe(1);
    } finally {
      await store.db.execute(
        sql`UPDATE config_entry SET value = '1' WHERE path = 'feature/wishlist'`,
      );
    }
  });
});
