import type { CatalogBuilder } from './catalogBuilder';

/** Custom options of visible simple and configurable products: engraving on collars, embroidery and gift wrap on beds. */
export function generateCustomOptions({ catalog, nextCustomOptionId }: CatalogBuilder): void {
  const visible = catalog.products.filter((product) => product.visibility !== 1);
  for (const product of visible) {
    if (product.type !== 'simple' && product.type !== 'configurable') continue;
    if (product.family === 'colliers') {
      catalog.customOptions.push({
        id: nextCustomOptionId(),
        productId: product.id,
        type: 'field',
        title: { 'fr-FR': 'Gravure du nom sur la médaille', 'en-GB': 'Name engraving on the tag' },
        isRequired: false,
        maxCharacters: 20,
        sortOrder: 1,
        price: 250,
        priceType: 'fixed',
        values: [],
      });
    }
    if (product.family === 'paniers' || product.family === 'coussins') {
      catalog.customOptions.push(
        {
          id: nextCustomOptionId(),
          productId: product.id,
          type: 'area',
          title: { 'fr-FR': 'Broderie personnalisée', 'en-GB': 'Custom embroidery' },
          isRequired: false,
          maxCharacters: 40,
          sortOrder: 1,
          price: 1000,
          priceType: 'percent',
          values: [],
        },
        {
          id: nextCustomOptionId(),
          productId: product.id,
          type: 'drop_down',
          title: { 'fr-FR': 'Emballage', 'en-GB': 'Packaging' },
          isRequired: true,
          maxCharacters: null,
          sortOrder: 2,
          price: null,
          priceType: null,
          values: [
            {
              title: { 'fr-FR': 'Standard', 'en-GB': 'Standard' },
              sortOrder: 1,
              price: 0,
              priceType: 'fixed',
            },
            {
              title: { 'fr-FR': 'Emballage cadeau', 'en-GB': 'Gift wrap' },
              sortOrder: 2,
              price: 292,
              priceType: 'fixed',
            },
            {
              title: { 'fr-FR': 'Emballage recyclé', 'en-GB': 'Recycled packaging' },
              sortOrder: 3,
              price: 500,
              priceType: 'percent',
            },
          ],
        },
      );
    }
  }
}
