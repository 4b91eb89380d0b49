import { families } from '../catalogData';
import type { CatalogBuilder } from './catalogBuilder';

/** Grouped products: ranges of wet food, treats and more sold together, priced from their cheapest member. */
export function generateGroupedProducts(builder: CatalogBuilder): void {
  const { catalog, addProduct, simpleProductsOf, scale } = builder;
  const groupedNames: [string, string, string][] = [
    ['Gamme pâtées du terroir', 'Regional wet food range', 'patees'],
    ['Assortiment friandises naturelles', 'Natural treats assortment', 'friandises'],
    ['Collection gamelles inox', 'Stainless steel bowl collection', 'gamelles'],
    ['Gamme soins du pelage', 'Coat care range', 'shampooings'],
    ['Assortiment jouets à mâcher', 'Chew toy assortment', 'jouets-macher'],
    ['Gamme compléments seniors', 'Senior supplements range', 'complements'],
  ];
  for (let index = 0; index < groupedNames.length * scale; index += 1) {
    const [fr, en, code] = groupedNames[index % groupedNames.length]!;
    const family = families.find((candidate) => candidate.code === code)!;
    const suffix =
      index >= groupedNames.length ? ` ${Math.floor(index / groupedNames.length) + 1}` : '';
    const members = simpleProductsOf(code).slice(index, index + 4);
    const grouped = addProduct(family, {
      type: 'grouped',
      names: { 'fr-FR': `${fr}${suffix}`, 'en-GB': `${en}${suffix}` },
      values: new Map([[81, [members[0]?.attributeValues.get(81)?.[0] ?? 208]]]),
      price: 0,
      categoryIds: [family.categoryId],
      noSale: true,
    });
    grouped.minPrice = Math.min(...members.map((member) => member.price));
    grouped.price = grouped.minPrice;
    members.forEach((member, position) =>
      catalog.links.push({
        parentId: grouped.id,
        childId: member.id,
        kind: 'grouped',
        position,
        qty: position === 0 ? 1 : 0,
      }),
    );
  }
}
