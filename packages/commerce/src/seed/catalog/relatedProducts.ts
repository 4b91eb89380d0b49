import type { CatalogBuilder } from './catalogBuilder';

/** Related products: four of the same family for each visible simple or configurable product. */
export function generateRelatedProducts({ catalog, visibleByFamily }: CatalogBuilder): void {
  for (const products of visibleByFamily.values()) {
    products.forEach((product, index) => {
      for (let offset = 1; offset <= 4 && offset < products.length; offset += 1) {
        const related = products[(index + offset * 7) % products.length]!;
        if (related.id !== product.id) {
          catalog.links.push({
            parentId: product.id,
            childId: related.id,
            kind: 'related',
            position: offset,
            qty: 1,
          });
        }
      }
    });
  }
}
