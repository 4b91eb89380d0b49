/** What Vike's `injectFilter` (https://vike.dev/injectFilter) hands over for each asset of the page. */
export interface InjectedAsset {
  src: string;
  assetType: string | null;
  inject: false | 'HTML_BEGIN' | 'HTML_END';
}

/**
 * Fonts preloaded by the server HTML (decision 0803): only the Latin subset of Inter, which every page's text
 * above the fold uses (French and English, accents included: U+0000–00FF, Œ/œ). Vike preloads every font
 * file the CSS names by default — seven Inter subsets (Cyrillic, Greek, Vietnamese…) that no page shows
 * and that compete with the page's own requests. The other subsets still load on demand (unicode-range).
 */
export function preloadsFont(src: string): boolean {
  return /\/inter-latin-wght-normal\.[^/]*\.woff2$/.test(src);
}

/** Vike `injectFilter`: drops the preload of every font file but the Latin subset. */
export function injectFilter(assets: InjectedAsset[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !preloadsFont(asset.src)) asset.inject = false;
  }
}
