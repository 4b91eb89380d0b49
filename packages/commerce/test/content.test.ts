import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { WysiwygNode } from '../src/content/parseWysiwyg';
import * as schema from '../src/db/schema';
import { openTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(() => shop?.close());

const pageQuery = `query ($identifiers: [String!]!) {
  cmsPageList(identifiers: $identifiers) {
    __typename identifier title meta_title meta_description meta_keywords path content_heading
    contentWysiwyg { childNodes data { __typename dataId ... on ProductGridWidget { products { sku name } } } }
    cacheControl { maxAge staleWhileRevalidate scope }
  }
}`;

interface Page {
  identifier: string;
  title: string;
  path: string;
  content_heading: string | null;
  contentWysiwyg: {
    childNodes: WysiwygNode[];
    data: { __typename: string; dataId: string; products?: { sku: string }[] }[];
  };
}

function* walk(nodes: WysiwygNode[]): Generator<WysiwygNode> {
  for (const node of nodes) {
    yield node;
    if (node.type === 'element' || node.type === 'pagebuilder') yield* walk(node.childNodes);
  }
}

async function pages(identifiers: string[], locale?: string) {
  const result = await shop.execute<{ cmsPageList: Page[] }>(
    pageQuery,
    { identifiers },
    { locale },
  );
  expect(JSON.stringify(result.errors)).toBeUndefined();
  return { pages: result.data!.cmsPageList, context: result.context };
}

describe('cmsPageList', () => {
  it('serves the home page as a Page Builder tree with its product grids resolved', async () => {
    const {
      pages: [home],
    } = await pages(['home']);
    expect(home).toMatchObject({ identifier: 'home', title: 'Accueil', path: '/' });
    const types = new Set(
      [...walk(home!.contentWysiwyg.childNodes)].flatMap((node) =>
        node.type === 'pagebuilder' ? [node.contentType] : [],
      ),
    );
    for (const type of ['row', 'heading', 'slider', 'slide', 'button-item', 'image', 'map'])
      expect(types).toContain(type);
    const dataIds = [...walk(home!.contentWysiwyg.childNodes)].flatMap((node) =>
      node.type === 'data' ? [node.dataId] : [],
    );
    expect(home!.contentWysiwyg.data.map((data) => data.dataId)).toEqual(dataIds);
    expect(home!.contentWysiwyg.data.map((data) => data.__typename)).toEqual([
      'ProductGridWidget',
      'ProductGridWidget',
    ]);
    expect(home!.contentWysiwyg.data[0]!.products).toHaveLength(8);
    expect(home!.contentWysiwyg.data[1]!.products!.map((product) => product.sku)).toContain(
      'CRQ-001',
    );
    expect(JSON.stringify(home)).not.toMatch(/\{\{|<div|data-content-type/);
  });

  it('serves the pages of the spec in both languages, in the order asked, skipping unknown ones', async () => {
    const identifiers = [
      'rgpd',
      'inconnue',
      'cgv',
      'conditions-achats',
      'faq',
      'no-route',
      'formule-par-race',
    ];
    const { pages: french } = await pages(identifiers);
    expect(french.map((page) => page.identifier)).toEqual(
      identifiers.filter((identifier) => identifier !== 'inconnue'),
    );
    const { pages: english } = await pages(['no-route'], 'en-GB');
    expect(english[0]!.title).toBe('Page not found');
    expect(french.find((page) => page.identifier === 'no-route')!.title).toBe('Page introuvable');
  });

  it('keeps the race-formula select and its hidden result block', async () => {
    const {
      pages: [page],
    } = await pages(['formule-par-race']);
    const nodes = [...walk(page!.contentWysiwyg.childNodes)];
    const select = nodes.find((node) => node.type === 'element' && node.tagName === 'select');
    expect(select?.type === 'element' && select.attributes).toMatchObject({
      class: 'race-formula-select',
      id: 'race-formula-select',
    });
    expect(select?.type === 'element' && select.childNodes.length).toBeGreaterThan(5);
    const result = nodes.find(
      (node) => node.type === 'element' && node.attributes.class === 'race-formula-result',
    );
    expect(result?.type === 'element' && result.attributes.hidden).toBe('');
  });

  it('reports content metadata de-duplicated by hash, and the cache hint of CMS pages', async () => {
    const { context } = await pages(['home', 'rgpd', 'home']);
    const entries = context.contentMetadata.list();
    expect(new Set(entries.map((entry) => entry.hash)).size).toBe(entries.length);
    expect(entries.filter((entry) => entry.type === 'cms-page').map((entry) => entry.id)).toEqual([
      'home',
      'rgpd',
    ]);
    expect(entries.filter((entry) => entry.type === 'product').length).toBeGreaterThan(5);
    expect(context.cacheControl.get()).toMatchObject({ scope: 'public' });
    for (const entry of entries) expect(entry.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps an invalid widget as its data id only, and never serves a script stored in a page', async () => {
    await shop.store.db.insert(schema.cmsPage).values({
      identifier: 'test-widgets',
      locale: 'fr-FR',
      title: 'Test',
      content:
        '<p onclick="steal()">Texte<script>steal()</script></p>{{widget type="Magento\\Cms\\Block\\Widget\\Broken" foo="bar"}}<a href="javascript:steal()">lien</a>',
    });
    const {
      pages: [page],
    } = await pages(['test-widgets']);
    expect(page!.contentWysiwyg.data).toEqual([
      { __typename: 'InvalidWidget', dataId: expect.stringMatching(/^widget-0-/) },
    ]);
    const serialized = JSON.stringify(page!.contentWysiwyg.childNodes);
    expect(serialized).not.toMatch(/steal|onclick|javascript/);
    expect(serialized).toContain('Texte');
  });

  it('rejects too many identifiers with a translated error', async () => {
    const identifiers = Array.from({ length: 51 }, (_, index) => `page-${index}`);
    const result = await shop.execute(pageQuery, { identifiers }, { locale: 'fr-FR' });
    expect(result.errors?.[0]?.message).toMatch(/^Saisie invalide/);
  });
});

describe('cmsBlockList, feature flags and FAQ', () => {
  it('serves the configured blocks of spec §2', async () => {
    const identifiers = [
      'footer-contact',
      'footer-news',
      'footer-links-authenticated',
      'cart-payments',
      'account-top',
      'account-left',
      'login-pro-link',
      'register-pro',
      'faq-contact',
    ];
    const result = await shop.execute<{
      cmsBlockList: {
        identifier: string;
        title: string;
        contentWysiwyg: { childNodes: WysiwygNode[] };
      }[];
    }>(
      `query ($identifiers: [String!]!) { cmsBlockList(identifiers: $identifiers) { identifier title contentWysiwyg { childNodes } } }`,
      { identifiers },
      { locale: 'en-GB' },
    );
    expect(result.data!.cmsBlockList.map((block) => block.identifier)).toEqual(identifiers);
    const contact = result.data!.cmsBlockList[0]!;
    const links = [...walk(contact.contentWysiwyg.childNodes)].flatMap((node) =>
      node.type === 'element' && node.tagName === 'a' ? [node.attributes.href] : [],
    );
    expect(links).toEqual(['tel:+33299000000', 'mailto:contact@truffe.example']);
  });

  it('answers isFeatureActive from the configuration', async () => {
    const result = await shop.execute<Record<string, boolean>>(
      `{ wishlist: isFeatureActive(name: "wishlist") currency: isFeatureActive(name: "currencySwitcher") unknown: isFeatureActive(name: "teleportation") }`,
    );
    expect(result.data).toEqual({ wishlist: true, currency: false, unknown: false });
    const empty = await shop.execute(`{ isFeatureActive(name: "") }`, {}, { locale: 'en-GB' });
    expect(empty.errors?.[0]?.message).toMatch(/^Invalid input/);
  });

  it('serves the FAQ by section', async () => {
    const result = await shop.execute<{
      faq: { title: string; entries: { question: string }[] }[];
    }>(`{ faq { title entries { question answer } } }`);
    expect(result.data!.faq.map((section) => section.title)).toEqual([
      'Commandes',
      'Livraison',
      'Produits',
      'Retours',
      'Professionnels',
    ]);
  });

  it('typesets French content as served: a narrow no-break space before « ? », never on the English site', async () => {
    const query = `{ faq { entries { question } } cmsBlockList(identifiers: ["faq-contact"]) { title } }`;
    type Answer = { faq: { entries: { question: string }[] }[]; cmsBlockList: { title: string }[] };
    const french = (await shop.execute<Answer>(query, {}, { locale: 'fr-FR' })).data!;
    const questions = french.faq.flatMap((section) =>
      section.entries.map((entry) => entry.question),
    );
    expect(questions).toContain('Comment suivre ma commande\u202f?');
    expect(questions.filter((question) => / [?:!;]/.test(question))).toEqual([]);
    expect(french.cmsBlockList[0]!.title).toBe('Vous n’avez pas trouvé votre réponse\u202f?');
    const english = (await shop.execute<Answer>(query, {}, { locale: 'en-GB' })).data!;
    expect(english.cmsBlockList[0]!.title).toBe('Did not find your answer?');
    expect(JSON.stringify(english)).not.toContain('\u202f');
  });
});
