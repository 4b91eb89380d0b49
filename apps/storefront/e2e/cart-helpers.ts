import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { persistedOperation } from '@truffe/commerce/testing/persistedOperation';

/** Runs one of our persisted operations over HTTP (production accepts only those). */
export async function runOperation<Data>(
  request: APIRequestContext,
  name: string,
  variables: Record<string, unknown>,
  prefix: '' | '/en' = '',
): Promise<Data> {
  const { hash, text: query } = persistedOperation(name);
  const response = await request.post(`${prefix}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: Data; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Suggestion {
  sku: string;
}

/**
 * References of seeded simple products that can be ordered as they are: search results, each confirmed by
 * the quick-order suggestions (active, visible, in stock, no required option).
 */
export async function orderableSkus(request: APIRequestContext, count: number): Promise<string[]> {
  const found: string[] = [];
  for (const text of ['chien', 'collier', 'croquettes', 'laisse', 'jouet', 'friandises']) {
    for (let page = 1; page <= 8 && found.length < count; page += 1) {
      const data = await runOperation<{
        search: { items: { sku: string; type: string; stock: { isInStock: boolean } }[] };
      }>(request, 'SearchQuery', { text, query: `pageLength=64&page=${page}` });
      const items = data.search.items;
      if (items.length === 0) break;
      for (const item of items) {
        if (found.length >= count) break;
        if (item.type !== 'simple' || !item.stock.isInStock || found.includes(item.sku)) continue;
        const suggestions = await runOperation<{ quickOrderSuggestions: Suggestion[] }>(
          request,
          'QuickOrderSuggestionsQuery',
          { query: item.sku },
        );
        if (suggestions.quickOrderSuggestions.some((suggestion) => suggestion.sku === item.sku))
          found.push(item.sku);
      }
    }
    if (found.length >= count) break;
  }
  expect(found.length, 'enough orderable seeded products').toBe(count);
  return found;
}

/** The header's cart count once the browser has fetched it. */
export function cartCount(page: Page) {
  return page.getByTestId('cart-count');
}
