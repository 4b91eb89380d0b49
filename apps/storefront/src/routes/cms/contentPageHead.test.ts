import { describe, expect, it } from 'vitest';

import { type CmsPageData } from './cmsPageData';
import { contentPageHead } from './contentPageHead';

const shop = {
  name: 'Truffe',
  defaultTitle: 'Truffe shop',
  defaultDescription: 'Default description',
};

function page(overrides: Partial<CmsPageData['page']>): CmsPageData {
  return {
    kind: 'cms-page',
    notFound: false,
    page: {
      __typename: 'CmsPage',
      identifier: 'rgpd',
      title: 'Data protection',
      meta_title: null,
      meta_description: null,
      meta_keywords: null,
      path: '/rgpd',
      content_heading: null,
      contentWysiwyg: { __typename: 'Wysiwyg', childNodes: [], data: [] },
      ...overrides,
    },
  };
}

const head = (data: CmsPageData, locale: 'fr-FR' | 'en-GB' = 'en-GB') =>
  contentPageHead({ data, shop, locale, origin: 'https://t.example', pathname: '/x' });
const metaContent = (result: ReturnType<typeof head>, key: string) =>
  result.meta.find((meta) => ('name' in meta ? meta.name : meta.property) === key)?.content;

describe('content page head (spec §2)', () => {
  it('uses the meta title, else the page title, followed by the site default title', () => {
    expect(head(page({ meta_title: 'GDPR' })).title).toBe('GDPR - Truffe shop');
    expect(head(page({ meta_title: null })).title).toBe('Data protection - Truffe shop');
    expect(head(page({ meta_title: '  ' })).title).toBe('Data protection - Truffe shop');
  });

  it('falls back to the default description and writes keywords only when there are some', () => {
    const plain = head(page({}));
    expect(metaContent(plain, 'description')).toBe('Default description');
    expect(metaContent(plain, 'keywords')).toBeUndefined();
    const described = head(page({ meta_description: 'About data', meta_keywords: 'gdpr, data' }));
    expect(metaContent(described, 'description')).toBe('About data');
    expect(metaContent(described, 'keywords')).toBe('gdpr, data');
  });

  it('shares the page as a website whose url is the page identifier as path', () => {
    const result = head(page({ meta_title: 'GDPR' }));
    expect(metaContent(result, 'og:title')).toBe('GDPR');
    expect(metaContent(result, 'og:type')).toBe('website');
    expect(metaContent(result, 'og:url')).toBe('https://t.example/en/rgpd');
    expect(result.canonical).toBe('https://t.example/en/rgpd');
    expect(head(page({}), 'fr-FR').canonical).toBe('https://t.example/rgpd');
  });

  it('describes the shop on the home page and keeps the not-found page out of indexes', () => {
    const home = head(page({ identifier: 'home' }), 'fr-FR');
    expect(home.canonical).toBe('https://t.example/');
    expect(home.jsonLd?.map((object) => (object as { '@type': string })['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
    const missing = head({ ...page({ identifier: 'no-route' }), notFound: true });
    expect(missing.canonical).toBeUndefined();
    expect(metaContent(missing, 'robots')).toBe('noindex');
  });
});
