import { describe, expect, it } from 'vitest';

import { type InjectedAsset, injectFilter, preloadsFont } from './assetFilter';

describe('font preloads', () => {
  it('keeps the Latin subset of Inter only', () => {
    expect(preloadsFont('/assets/static/inter-latin-wght-normal.Dx4kXJAl.woff2')).toBe(true);
    expect(preloadsFont('/shop/assets/static/inter-latin-wght-normal.Dx4kXJAl.woff2')).toBe(true);
    expect(preloadsFont('/assets/static/inter-latin-ext-wght-normal.DO1Apj_S.woff2')).toBe(false);
    expect(preloadsFont('/assets/static/inter-cyrillic-wght-normal.DqGufNeO.woff2')).toBe(false);
    expect(preloadsFont('/assets/static/inter-greek-ext-wght-normal.DlzME5K_.woff2')).toBe(false);
  });

  it('leaves scripts and stylesheets as Vike injects them', () => {
    const assets: InjectedAsset[] = [
      { src: '/assets/static/style.B-3lTtRi.css', assetType: 'style', inject: 'HTML_BEGIN' },
      { src: '/assets/chunks/chunk-a.js', assetType: 'script', inject: 'HTML_END' },
      {
        src: '/assets/static/inter-vietnamese-wght-normal.C.woff2',
        assetType: 'font',
        inject: 'HTML_BEGIN',
      },
      {
        src: '/assets/static/inter-latin-wght-normal.D.woff2',
        assetType: 'font',
        inject: 'HTML_BEGIN',
      },
    ];
    injectFilter(assets);
    expect(assets.map((asset) => asset.inject)).toEqual([
      'HTML_BEGIN',
      'HTML_END',
      false,
      'HTML_BEGIN',
    ]);
  });
});
