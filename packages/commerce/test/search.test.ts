import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { selectRows } from '../src/db/database';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

interface SearchResult {
  search: {
    total: number;
    items: { sku: string; name: string }[];
    facets: { code: string }[];
    sort: { field: string } | null;
  };
}

async function search(text: string, locale?: string, query?: string) {
  const result = await shop.execute<SearchResult>(
    `query ($text: String!, $query: String) { search(text: $text, query: $query) { total sort { field } items { sku name } facets { code } } }`,
    { text, query },
    { locale },
  );
  expect(JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.search;
}

const normalize = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('search (PostgreSQL full text, accents ignored, typo tolerant)', () => {
  it('finds products by words of their name, stemmed, in French', async () => {
    const result = await search('croquette poulet');
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items)
      expect(normalize(item.name)).toMatch(/croquettes.*poulet|poulet.*croquettes/);
    expect(result.facets.map((facet) => facet.code)).toContain('brand');
  });

  it('ignores accents both ways', async () => {
    const withAccents = await search('pâtée');
    const without = await search('patee');
    expect(without.total).toBeGreaterThan(0);
    expect(without.total).toBe(withAccents.total);
    expect(normalize(without.items[0]!.name)).toMatch(/patee/);
  });

  it('tolerates a typo', async () => {
    const exact = await search('croquettes');
    const typo = await search('croqettes');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.total).toBeGreaterThanOrEqual(exact.total / 2);
    for (const item of typo.items) expect(item.name).toMatch(/croquettes/i);
    const english = await search('harnes', 'en-GB');
    expect(english.items[0]?.name).toMatch(/harness/i);
  });

  it('tolerates two typos in a longer word, and a typo in one word of two', async () => {
    const exact = await search('croquettes');
    for (const text of ['croqette', 'crokettes', 'croquete']) {
      const typo = await search(text);
      expect(typo.total, text).toBeGreaterThanOrEqual(exact.total / 2);
      for (const item of typo.items) expect(item.name).toMatch(/croquettes/i);
    }
    const twoWords = await search('dry fod', 'en-GB');
    expect(twoWords.total).toBeGreaterThan(0);
    for (const item of twoWords.items) expect(item.name).toMatch(/dry food/i);
    const english = await search('orthopedik bed', 'en-GB');
    expect(english.items[0]?.name).toMatch(/orthopaedic bed/i);
    // A word with nothing close stays as it is: no result rather than a wild guess.
    expect((await search('zzzzqqqq')).total).toBe(0);
  });

  it('searches the English catalogue with the English configuration', async () => {
    const result = await search('dry food chicken', 'en-GB');
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) expect(item.name.toLowerCase()).toMatch(/chicken/);
  });

  it('ranks names above descriptions', async () => {
    const result = await search('saumon');
    const [row] = await selectRows<{ count: number }>(
      shop.store.db,
      sql`SELECT count(*)::int AS count FROM product_locale pl JOIN product p ON p.id = pl.product_id
        WHERE pl.locale = 'fr-FR' AND p.visibility IN (3, 4) AND pl.name ILIKE '%saumon%'`,
    );
    expect(row!.count).toBeGreaterThan(0);
    expect(
      result.items.slice(0, Math.min(16, row!.count)).every((item) => /saumon/i.test(item.name)),
    ).toBe(true);
  });

  it('returns nothing for gibberish and rejects an empty text with a translated error', async () => {
    expect((await search('zzqxwv')).total).toBe(0);
    const result = await shop.execute(`{ search(text: "   ") { total } }`, {}, { locale: 'en-GB' });
    expect(result.errors?.[0]?.message).toMatch(/^Invalid input/);
  });

  it('suggests products and categories for a search box', async () => {
    const result = await shop.execute<{
      searchSuggestions: {
        products: { sku: string }[];
        categories: { name: string; path: string }[];
      };
    }>(
      `{ searchSuggestions(text: "harnais") { products { sku name path } categories { id name path } } }`,
    );
    expect(result.data!.searchSuggestions.products.length).toBeGreaterThan(0);
    expect(result.data!.searchSuggestions.products.length).toBeLessThanOrEqual(6);
    expect(result.data!.searchSuggestions.categories[0]).toMatchObject({
      name: 'Harnais',
      path: '/promenade/harnais',
    });
  });
});

describe('createProductReview (zod-validated, queued for moderation)', () => {
  const mutation = `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { success errorMessage } }`;
  const valid = {
    sku: 'CRQ-001',
    rating: 4.5,
    nickname: 'Margot',
    title: 'Très bien',
    comment: 'Mon chien adore.',
  };
  const count = async () =>
    (
      await selectRows<{ count: number }>(
        shop.store.db,
        sql`SELECT count(*)::int AS count FROM review`,
      )
    )[0]!.count;

  it('rejects invalid input with a translated message and stores nothing', async () => {
    const before = await count();
    const french = await shop.execute(mutation, { input: { ...valid, rating: 7, title: '' } });
    expect(french.errors?.[0]?.message).toMatch(/^Saisie invalide : /);
    expect(french.errors?.[0]?.message).toMatch(/La note doit être comprise entre 0 et 5\./);
    expect(french.errors?.[0]?.message).toMatch(/« Titre » est obligatoire\./);
    const english = await shop.execute(
      mutation,
      { input: { ...valid, comment: 'x'.repeat(4001) } },
      { locale: 'en-GB' },
    );
    expect(english.errors?.[0]?.message).toBe(
      'Invalid input: “Comment” must be at most 4000 characters long.',
    );
    expect(await count()).toBe(before);
  });

  it('says a value of the wrong kind is not valid, not that it is missing', async () => {
    const category = await shop.execute(`{ category(id: "abc") { id } }`);
    // French typography: a narrow no-break space before « : », inside « ».
    expect(category.errors?.[0]?.message).toMatch(
      /^Saisie invalide\s:\s«\sIdentifiant\s» n’est pas valide\.$/,
    );
    const reviews = await shop.execute(
      `{ product(sku: "CRQ-001") { reviews(from: -1, size: 5) { total } } }`,
      {},
      { locale: 'en-GB' },
    );
    expect(reviews.errors?.[0]?.message).toBe('Invalid input: “From” is not valid.');
    const missing = await shop.execute(mutation, { input: { ...valid, nickname: '  ' } });
    expect(missing.errors?.[0]?.message).toMatch(
      /^Saisie invalide\s:\s«\sPseudonyme\s» est obligatoire\.$/,
    );
  });

  it('answers success false with a message for an unknown product', async () => {
    const result = await shop.execute<{
      createProductReview: { success: boolean; errorMessage: string };
    }>(mutation, {
      input: { ...valid, sku: 'NOPE-1' },
    });
    expect(result.data!.createProductReview).toEqual({
      success: false,
      errorMessage: 'Le produit « NOPE-1 » est introuvable.',
    });
  });

  it('queues a valid review for moderation: stored as pending, not yet published', async () => {
    const summary = async () =>
      (
        await shop.execute<{ product: { reviews: { total: number } } }>(
          `{ product(sku: "CRQ-001") { reviews { total } } }`,
        )
      ).data!.product.reviews.total;
    const published = await summary();
    const result = await shop.execute<{
      createProductReview: { success: boolean; errorMessage: string | null };
    }>(mutation, {
      input: { ...valid, comment: '<script>alert(1)</script> Très bon produit' },
    });
    expect(result.data!.createProductReview).toEqual({ success: true, errorMessage: null });
    const [row] = await selectRows<{ status: string; comment: string; rating: number }>(
      shop.store.db,
      sql`SELECT status, comment, rating FROM review WHERE author_name = 'Margot'`,
    );
    expect(row).toMatchObject({ status: 'pending', rating: 4.5 });
    expect(await summary()).toBe(published);
  });
});
