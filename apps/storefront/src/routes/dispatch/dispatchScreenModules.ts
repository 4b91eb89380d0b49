import type { ScreenKind } from './dispatchScreens';

/**
 * The module of each screen a friendly URL dispatches to (dispatchScreens.ts imports them on demand), as the
 * build names them. Their chunks have no preload list of Vite's in the shell (vite.config.ts, decision 0913):
 * the server names the dispatched screen's files to the page's script loader, and a client navigation's
 * dispatch links them from the build's lists (`linkModuleFiles`).
 */
export const dispatchScreenModules = {
  category: 'src/routes/category/CategoryScreen.tsx',
  product: 'src/routes/product/ProductScreen.tsx',
  'cms-page': 'src/routes/cms/CmsPageScreen.tsx',
} as const satisfies Record<ScreenKind, string>;
