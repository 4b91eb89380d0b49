/**
 * The pages the profiling tools render, by name, from the bench server's `/__bench/targets` (the store's own
 * product, category and configurable product): render.mjs and cpu-per-render.mjs take `--pages` from here.
 * @param {{ configurable?: { path: string }, product: { path?: string, sku: string }, category: { path?: string, id: number } }} targets
 * @returns {Record<string, string | undefined>}
 */
export function profilePagePaths(targets) {
  return {
    configurable: targets.configurable && `/${targets.configurable.path}`,
    product: targets.product.path ? `/${targets.product.path}` : `/product/${targets.product.sku}`,
    category: targets.category.path
      ? `/${targets.category.path}`
      : `/category/${targets.category.id}`,
    home: '/',
    // A page with no data of its own (404): what every page's shell costs (layout, menu, footer, their reads).
    notFound: '/page-introuvable-profil',
  };
}
