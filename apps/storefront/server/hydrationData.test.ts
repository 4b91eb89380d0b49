/**
 * The page's router data (issue 21 item 1, decision 0893) over real HTTP, against the real store: the
 * configurable product with the most variants carries its loader data once, as a JSON data block within the
 * budget of bench/budgets.json, without graphcache's `__typename`s but with those the screens switch on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Store } from '@truffe/commerce/store';
import { mostVariedConfigurableSku } from '@truffe/commerce/testing/catalogueSamples';
import { type StaticHandlerContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  expandShapes,
  expandSharedValues,
  parseRouterData,
  routerDataJson,
  shareRepeatedValues,
  writeShapes,
} from '../src/render/hydrationData';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

const budgets = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../bench/budgets.json', import.meta.url)), 'utf8'),
) as { html: { configurableProductRouterData: number } };

/** The text of the page's router data block, or undefined. */
function routerDataOf(html: string): string | undefined {
  return /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html)?.[1];
}

describe('router data of a page (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;
  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        readiness: () => store.ping(),
      },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('serializes a configurable product once, within its budget', async () => {
    const sku = await mostVariedConfigurableSku(store);
    const response = await fetch(`${server.url}/product/${encodeURIComponent(sku)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // React Router's own script (the JSON inside a JavaScript string) is gone: one copy of the data.
    expect(html).not.toContain('__staticRouterHydrationData');
    const block = routerDataOf(html);
    expect(block).toBeDefined();
    expect(html.split('id="router-data"')).toHaveLength(2);
    expect(Buffer.byteLength(block!)).toBeLessThanOrEqual(
      budgets.html.configurableProductRouterData,
    );
    // Nothing in the block can end the script element early.
    expect(block).not.toMatch(/<\/script/i);
    const data = parseRouterData(block!) as unknown as {
      loaderData: Record<string, { product?: { sku: string; configurations: unknown[] } }>;
    };
    const screen = Object.values(data.loaderData).find((route) => route?.product);
    expect(screen?.product?.sku).toBe(sku);
    expect(screen?.product?.configurations.length).toBeGreaterThan(1);
    expect(block).not.toContain('"__typename":"Money"');
  });

  it('keeps the type names the screens switch on (the entity of a friendly URL)', async () => {
    const [row] = (
      (await store.db.execute(
        `SELECT u.request_path AS path FROM url_rewrite u JOIN product p ON p.sku = u.entity_id
         WHERE u.locale = 'fr-FR' AND u.entity_type = 'product' AND u.redirect_type = 0 AND p.visibility = 4
         ORDER BY p.id LIMIT 1` as never,
      )) as unknown as { rows: { path: string }[] }
    ).rows;
    const html = await (await fetch(`${server.url}/${row!.path}`)).text();
    const block = routerDataOf(html);
    expect(block).toContain('"__typename":"Product"');
    expect(parseRouterData(block!)).toHaveProperty('loaderData');
  });
});

describe('repeated values written once (decision 0898)', () => {
  const money = { amount: 3790, currency: 'EUR' };
  const price = { priceInclTax: money, priceExclTax: { amount: 3158, currency: 'EUR' } };
  const data = {
    loaderData: {
      product: {
        variants: [1, 2, 3].map((index) => ({
          sku: `HAR-${index}`,
          imageUrl: 'catalog/product/harnais/1d1d1b.png',
          prices: { regularPrice: price, finalPrice: price, minPrice: price, tierPrice: [] },
        })),
      },
    },
    actionData: null,
    errors: null,
  };

  it('writes each repeated object once and expands to the same data, in the same key order', () => {
    const shared = shareRepeatedValues(JSON.parse(JSON.stringify(data)));
    const text = JSON.stringify(shared);
    expect(text.length).toBeLessThan(JSON.stringify(data).length / 2);
    expect(text.match(/"amount":3790/g)).toHaveLength(1);
    expect(text.match(/1d1d1b\.png/g)).toHaveLength(1);
    expect(JSON.stringify(expandSharedValues(JSON.parse(text) as Record<string, unknown>))).toBe(
      JSON.stringify(data),
    );
  });

  it('gives each place its own copy, and leaves data that looks like a reference as it is', () => {
    const expanded = expandSharedValues(
      JSON.parse(JSON.stringify(shareRepeatedValues(JSON.parse(JSON.stringify(data))))) as Record<
        string,
        unknown
      >,
    ) as typeof data;
    const [first, second] = expanded.loaderData.product.variants;
    expect(first!.prices.finalPrice).toEqual(second!.prices.finalPrice);
    expect(first!.prices.finalPrice).not.toBe(second!.prices.finalPrice);
    // An object of the data with the reference's shape: nothing is shared, the text is plain JSON.
    const clash = { loaderData: { a: { '~': 1 }, b: [price, price] } };
    expect(shareRepeatedValues(JSON.parse(JSON.stringify(clash)))).toEqual(clash);
    expect(
      expandSharedValues(JSON.parse(JSON.stringify(clash)) as Record<string, unknown>),
    ).toEqual(clash);
  });
});

describe('repeated key lists written once (decision 0900)', () => {
  const variants = [3790, 4090, 4390].map((amount, index) => ({
    attributes: [{ code: 'size', value: String(185 + index) }],
    product: { sku: `HAR-${index}`, price: { amount, currency: 'EUR' }, tags: [] },
  }));
  const data = {
    loaderData: {
      product: { sku: 'HAR', empty: {}, lone: { only: 1 }, variants },
      main: { footer: { $deferred: 'footer-blocks' }, menu: { $deferred: 'menu-featured' } },
    },
    actionData: null,
    errors: null,
  };

  it('writes each repeated key list once and expands to the same data, in the same key order', () => {
    const text = JSON.stringify(writeShapes(JSON.parse(JSON.stringify(data))));
    expect(text.length).toBeLessThan(JSON.stringify(data).length);
    expect(text.match(/"currency"/g)).toHaveLength(1);
    expect(text.match(/"attributes"/g)).toHaveLength(1);
    // A key list seen once stays an object.
    expect(text).toContain('"lone":{"only":1}');
    // So does a one-key object, however often its key occurs (the deferred data's markers).
    expect(text).toContain('"footer":{"$deferred":"footer-blocks"}');
    expect(JSON.stringify(expandShapes(JSON.parse(text) as Record<string, unknown>))).toBe(
      JSON.stringify(data),
    );
  });

  it('composes with shared values: the page block expands to the loader data', () => {
    const text = JSON.stringify(writeShapes(shareRepeatedValues(JSON.parse(JSON.stringify(data)))));
    expect(JSON.stringify(parseRouterData(text))).toBe(JSON.stringify(data));
  });

  it('encodes the same data to the same block (kept, decision 0905) and other data to its own', () => {
    const contextOf = (loaderData: object) =>
      ({ loaderData, actionData: null, errors: null }) as unknown as StaticHandlerContext;
    const first = routerDataJson(contextOf(data.loaderData));
    // A fresh copy of the same data: the block kept for it, which expands to that data.
    expect(routerDataJson(contextOf(structuredClone(data.loaderData)))).toBe(first);
    expect(JSON.stringify(parseRouterData(first))).toBe(JSON.stringify(data));
    const other = structuredClone(data.loaderData);
    other.product.variants[0]!.product.sku = 'HAR-9';
    const second = routerDataJson(contextOf(other));
    expect(second).not.toBe(first);
    expect(
      (parseRouterData(second).loaderData as typeof other).product.variants[0]!.product.sku,
    ).toBe('HAR-9');
  });

  it('keys the block by the data itself when the loaders hand over the same objects again (decision 0920)', () => {
    const contextOf = (loaderData: object) =>
      ({ loaderData, actionData: null, errors: null }) as unknown as StaticHandlerContext;
    // The response cache's result objects are shared by every request; each request wraps them anew.
    const product = structuredClone(data.loaderData.product);
    const first = routerDataJson(contextOf({ route: { product, missing: undefined } }));
    expect(routerDataJson(contextOf({ route: { product } }))).toBe(first);
    expect(JSON.stringify(parseRouterData(first).loaderData)).toBe(
      JSON.stringify({ route: { product } }),
    );
    // Another object with other data, at the same place: its own block.
    const renamed = structuredClone(product);
    renamed.variants[0]!.product.sku = 'HAR-7';
    const second = routerDataJson(contextOf({ route: { product: renamed } }));
    expect(second).not.toBe(first);
    expect(second).toContain('HAR-7');
  });

  it('refers to a shared value as "~n", and shares nothing when a string of the data reads like that', () => {
    const path = 'catalog/product/harnais/1d1d1b.png';
    const repeated = { loaderData: { a: path, b: [path, path] } };
    expect(JSON.stringify(shareRepeatedValues(JSON.parse(JSON.stringify(repeated))))).toBe(
      `{"~":["${path}"],"loaderData":{"a":"~0","b":["~0","~0"]}}`,
    );
    const clash = { loaderData: { a: '~1', b: [path, path] } };
    expect(shareRepeatedValues(JSON.parse(JSON.stringify(clash)))).toEqual(clash);
    expect(parseRouterData(JSON.stringify(clash))).toEqual(clash);
  });

  it('writes a string that starts with a shared string as "~n+rest" (decision 0903)', () => {
    const name = 'Harnais de sécurité voiture Truffe Essentiel Classique';
    const product = {
      name,
      metaTitle: name,
      variants: ['Noir S', 'Noir M', 'Rouge +2', '~1'].map((suffix) => ({
        name: `${name} ${suffix}`,
      })),
      // Shorter than the name and its start: since decision 0907 shared too, as the start of the name.
      short: name.slice(0, 20),
    };
    const loaderData = { loaderData: { product } };
    const text = JSON.stringify(shareRepeatedValues(JSON.parse(JSON.stringify(loaderData))));
    expect(text.match(/Classique/g)).toHaveLength(1);
    // The name's reference (decision 0903's assertions named it `~0`; the 20-character start is `~0` now).
    const ref = /"name":"(~\d+)"/.exec(text)?.[1];
    expect(ref).toBe('~1');
    expect(text).toContain(`"${ref}+ Noir S"`);
    expect(text).toContain(`"${ref}+ Rouge +2"`);
    expect(text).toContain(`"${ref}+ ~1"`);
    expect(text).toContain('"short":"~0"');
    expect(text.length).toBeLessThan(JSON.stringify(loaderData).length * 0.6);
    const expanded = parseRouterData(text) as unknown as typeof loaderData;
    expect(JSON.stringify(expanded)).toBe(JSON.stringify(loaderData));
    // A table entry can start with an earlier one: both expand.
    const nested = {
      loaderData: { a: [name, name, `${name} Noir`, `${name} Noir`, `${name} Noir S`] },
    };
    const nestedText = JSON.stringify(shareRepeatedValues(JSON.parse(JSON.stringify(nested))));
    expect(nestedText).toBe(
      `{"~":["${name}","~0+ Noir"],"loaderData":{"a":["~0","~0","~1","~1","~1+ S"]}}`,
    );
    expect(parseRouterData(nestedText)).toEqual(nested);
  });

  it('shares a short string when its uses pay for it, also as the start of others (decision 0907)', () => {
    // A configurable product's SKU starts its variants' SKUs, each written twice (variant and price sheet).
    const skus = ['HAR-01334-49-S', 'HAR-01334-49-M', 'HAR-01334-50-S'];
    const loaderData = {
      loaderData: {
        product: { sku: 'HAR-01334', colour: 'Rouge', other: 'Rouge', variants: skus },
        priceSheet: skus.map((sku) => ({ sku })),
      },
    };
    const text = JSON.stringify(shareRepeatedValues(JSON.parse(JSON.stringify(loaderData))));
    expect(text.match(/HAR-01334/g)).toHaveLength(1);
    expect(text).toContain('"~0+-49-S"');
    expect(text).toContain('"~0+-50-S"');
    // Twice five characters: two references and a table entry would cost more than the string twice.
    expect(text.match(/"Rouge"/g)).toHaveLength(2);
    // Six SKUs of 14 characters written in 8 (`~0+-49-S`), the product's in 4 (`~0`), its 9 once more in the table.
    expect(text.length).toBeLessThan(JSON.stringify(loaderData).length - 25);
    expect(parseRouterData(text)).toEqual(loaderData);
  });

  it("keeps an entity's type name on the route's entity, not on the entities inside it (decision 0907)", () => {
    const variant = { __typename: 'Product', sku: 'HAR-1-S', price: { __typename: 'Money' } };
    const loaderData = {
      dispatch: {
        screen: {
          product: {
            __typename: 'Product',
            sku: 'HAR-1',
            configurations: [{ product: variant }],
            relatedProducts: [{ __typename: 'Product', sku: 'HAR-2' }],
            widgets: [{ __typename: 'ProductGridWidget', products: [{ __typename: 'Product' }] }],
          },
        },
      },
      menu: {
        items: [{ __typename: 'Category', children: [{ __typename: 'Category', id: '2' }] }],
      },
    };
    const block = routerDataJson({
      loaderData,
      actionData: null,
      errors: null,
    } as unknown as StaticHandlerContext);
    const data = parseRouterData(block).loaderData as typeof loaderData;
    const product = data.dispatch.screen.product;
    expect(product.__typename).toBe('Product');
    expect(product.configurations[0]!.product).toEqual({ sku: 'HAR-1-S', price: {} });
    expect(product.relatedProducts[0]).toEqual({ sku: 'HAR-2' });
    // The page builder switches on a widget's type name, wherever it is; not on its products'.
    expect(product.widgets[0]).toEqual({ __typename: 'ProductGridWidget', products: [{}] });
    expect(data.menu.items[0]).toEqual({ __typename: 'Category', children: [{ id: '2' }] });
  });

  it('leaves data with an array that reads like a written object as it is', () => {
    const clash = { loaderData: { a: ['^0', 1], b: [{ x: 1 }, { x: 2 }] } };
    expect(writeShapes(JSON.parse(JSON.stringify(clash)))).toEqual(clash);
    expect(parseRouterData(JSON.stringify(clash))).toEqual(clash);
  });
});
