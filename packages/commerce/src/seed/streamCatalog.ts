/**
 * The catalogue of a profile in chunks, for a store too large to build in memory (the `large` profile: about
 * 508,000 products). The same generators as generateCatalog.ts, run over a range of products at a time: each
 * chunk holds its products with their stock, tier prices, custom options, related products and reviews, and is
 * dropped by the caller once written, so memory stays bounded by the chunk, not the catalogue. Related products
 * are drawn within a chunk (its products of the same family); bundles and grouped products are made of the
 * first chunk's simple products. Deterministic: one random stream, drawn in chunk order.
 */
import { generateBundleProducts } from './catalog/bundleProducts';
import { createCatalogBuilder, emptyProductRows } from './catalog/catalogBuilder';
import type { CatalogSeed, PictureSpec, ProductSeed } from './catalog/catalogSeed';
import { generateConfigurableProducts } from './catalog/configurableProducts';
import { generateCustomOptions } from './catalog/customOptions';
import { generateDownloadableProducts } from './catalog/downloadableProducts';
import { generateGroupedProducts } from './catalog/groupedProducts';
import { generateRelatedProducts } from './catalog/relatedProducts';
import { generateReviews } from './catalog/reviews';
import { generateSimpleProducts } from './catalog/simpleProducts';
import { generateTierPrices } from './catalog/tierPrices';
import { generateVirtualProducts } from './catalog/virtualProducts';
import { seedProfiles, type SeedProfile } from './profiles';

/** The rows of one chunk: everything of the catalogue but its categories and pictures. */
export type CatalogChunk = Omit<CatalogSeed, 'categories' | 'pictures'>;

export interface StreamedCatalog {
  /** The whole category tree (3,000 rows at large: small enough to hold). */
  categories: CatalogSeed['categories'];
  /** The master pictures, complete once {@link StreamedCatalog.chunks} has been read to its end. */
  pictures: Map<string, PictureSpec>;
  /** The product chunks, in order; each is generated when asked for. */
  chunks(): Generator<CatalogChunk>;
}

/** Products per chunk: about 5 MB of rows to write per chunk at large. */
export const defaultChunkSize = 5_000;

/** A streamed catalogue of the profile (`chunkSize` products a chunk; configurables count their children). */
export function streamCatalog(profile: SeedProfile, chunkSize = defaultChunkSize): StreamedCatalog {
  const builder = createCatalogBuilder(profile);
  const { catalog, visibleByFamily } = builder;
  const sizes = seedProfiles[profile];

  /** Takes the chunk's rows out of the builder, and forgets its products. */
  function take(): CatalogChunk {
    generateTierPrices(builder);
    generateCustomOptions(builder);
    generateRelatedProducts(builder);
    generateReviews(builder);
    // The builder's lists become the chunk; the builder starts new ones.
    const { categories: _categories, pictures: _pictures, ...chunk } = catalog;
    Object.assign(catalog, emptyProductRows());
    for (const products of visibleByFamily.values()) products.length = 0;
    return chunk;
  }

  function* chunks(): Generator<CatalogChunk> {
    let firstVisible: Map<string, ProductSeed[]> | undefined;
    for (let from = 0; from < sizes.simpleProducts; from += chunkSize) {
      generateSimpleProducts(builder, from, Math.min(from + chunkSize, sizes.simpleProducts));
      firstVisible ??= new Map(
        [...visibleByFamily].map(([family, products]) => [family, [...products]]),
      );
      yield take();
    }
    // A configurable product is written with its 24 children.
    const perChunk = Math.max(1, Math.floor(chunkSize / 25));
    for (let from = 0; from < sizes.configurableProducts; from += perChunk) {
      generateConfigurableProducts(
        builder,
        from,
        Math.min(from + perChunk, sizes.configurableProducts),
      );
      yield take();
    }
    // Bundles and grouped products are made of the first chunk's simple products (already written).
    for (const [family, products] of firstVisible ?? []) visibleByFamily.set(family, products);
    generateBundleProducts(builder);
    generateGroupedProducts(builder);
    generateVirtualProducts(builder);
    generateDownloadableProducts(builder);
    // Their related products were drawn with the first chunk.
    for (const family of visibleByFamily.keys()) visibleByFamily.set(family, []);
    yield take();
  }

  return { categories: catalog.categories, pictures: catalog.pictures, chunks };
}
