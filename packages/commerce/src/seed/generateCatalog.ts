/**
 * Builds the demo catalogue in memory, deterministically from the profile's seed: one generator per product type,
 * then the tier prices, custom options, related products and reviews across them. The generators draw from one
 * random stream, so their order below is part of the catalogue (generateCatalog.test.ts pins the result).
 */
import { generateBundleProducts } from './catalog/bundleProducts';
import { createCatalogBuilder } from './catalog/catalogBuilder';
import type { CatalogSeed } from './catalog/catalogSeed';
import { generateConfigurableProducts } from './catalog/configurableProducts';
import { generateCustomOptions } from './catalog/customOptions';
import { generateDownloadableProducts } from './catalog/downloadableProducts';
import { generateGroupedProducts } from './catalog/groupedProducts';
import { generateRelatedProducts } from './catalog/relatedProducts';
import { generateReviews } from './catalog/reviews';
import { generateSimpleProducts } from './catalog/simpleProducts';
import { generateTierPrices } from './catalog/tierPrices';
import { generateVirtualProducts } from './catalog/virtualProducts';
import type { SeedProfile } from './profiles';

/** Generates the whole catalogue of a profile. */
export function generateCatalog(profile: SeedProfile): CatalogSeed {
  const builder = createCatalogBuilder(profile);
  generateSimpleProducts(builder);
  generateConfigurableProducts(builder);
  generateBundleProducts(builder);
  generateGroupedProducts(builder);
  generateVirtualProducts(builder);
  generateDownloadableProducts(builder);
  generateTierPrices(builder);
  generateCustomOptions(builder);
  generateRelatedProducts(builder);
  generateReviews(builder);
  return builder.catalog;
}
