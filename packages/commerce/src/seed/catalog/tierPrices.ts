import type { CatalogBuilder } from './catalogBuilder';

/** Tier prices (everyone: 3 and 6 pieces) and professional-group prices (customer group 2). */
export function generateTierPrices({ random, catalog }: CatalogBuilder): void {
  for (const product of catalog.products) {
    if (product.type === 'simple' && random.chance(0.25)) {
      catalog.tierPrices.push(
        {
          productId: product.id,
          customerGroupId: null,
          qty: 3,
          price: Math.round(product.price * 0.95),
        },
        {
          productId: product.id,
          customerGroupId: null,
          qty: 6,
          price: Math.round(product.price * 0.9),
        },
      );
    }
    if ((product.type === 'simple' || product.type === 'virtual') && random.chance(0.6)) {
      catalog.tierPrices.push({
        productId: product.id,
        customerGroupId: 2,
        qty: 1,
        price: Math.round(product.price * 0.8),
      });
    }
  }
}
