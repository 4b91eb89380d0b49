import type { LocalizedText } from '../../db/schema';
import { packFamily } from '../catalogData';
import type { CatalogBuilder } from './catalogBuilder';

/** Bundles: a choice of food, treats and a bowl, priced from their cheapest required selections. */
export function generateBundleProducts(builder: CatalogBuilder): void {
  const { catalog, addProduct, simpleProductsOf, scale } = builder;
  const bundleNames: [string, string][] = [
    ['Pack chiot bien-être', 'Puppy welcome bundle'],
    ['Kit promenade complet', 'Complete walking kit'],
    ['Pack repas gourmand', 'Gourmet meal bundle'],
    ['Pack toilettage', 'Grooming bundle'],
    ['Coffret découverte friandises', 'Treat discovery box'],
    ['Pack éleveur grande race', 'Large breed breeder bundle'],
  ];
  for (let index = 0; index < bundleNames.length * scale; index += 1) {
    const [fr, en] = bundleNames[index % bundleNames.length]!;
    const suffix =
      index >= bundleNames.length ? ` ${Math.floor(index / bundleNames.length) + 1}` : '';
    const bundle = addProduct(packFamily, {
      type: 'bundle',
      names: { 'fr-FR': `${fr}${suffix}`, 'en-GB': `${en}${suffix}` },
      values: new Map([[81, [208]]]),
      price: 0,
      categoryIds: [71],
      noSale: true,
    });
    const groups: [LocalizedText, string, string, boolean][] = [
      [{ 'fr-FR': 'Croquettes', 'en-GB': 'Dry food' }, 'radio', 'croquettes', true],
      [{ 'fr-FR': 'Friandises', 'en-GB': 'Treats' }, 'checkbox', 'friandises', false],
      [{ 'fr-FR': 'Gamelle', 'en-GB': 'Bowl' }, 'select', 'gamelles', true],
    ];
    let lowest = 0;
    groups.forEach(([title, type, code, isRequired], position) => {
      const candidates = simpleProductsOf(code);
      const selections = [0, 1, 2].map(
        (offset) => candidates[(index * 3 + offset) % candidates.length]!,
      );
      if (isRequired) lowest += Math.min(...selections.map((product) => product.price));
      catalog.bundleOptions.push({
        id: builder.nextBundleOptionId(),
        productId: bundle.id,
        title,
        isRequired,
        type,
        position,
        selections: selections.map((product, selectionPosition) => ({
          productId: product.id,
          defaultQty: code === 'friandises' ? 2 : 1,
          canChangeQty: code !== 'gamelles',
          isDefault: selectionPosition === 0,
          position: selectionPosition,
        })),
      });
    });
    bundle.price = lowest;
    bundle.minPrice = lowest;
  }
}
