import { families } from '../catalogData';
import { seedProfiles } from '../profiles';
import type { CatalogBuilder } from './catalogBuilder';

/** Simple products, spread over the families in turn, each visible on its own. */
export function generateSimpleProducts(builder: CatalogBuilder): void {
  const { random, addProduct, pickValues, nameOf, familyPrice, categoryIdsFor, visibleByFamily } =
    builder;
  const { simpleProducts } = seedProfiles[builder.profile];
  for (let index = 0; index < simpleProducts; index += 1) {
    const family = families[index % families.length]!;
    const kind = random.pick(family.kinds);
    const values = pickValues(family);
    const product = addProduct(family, {
      type: 'simple',
      names: nameOf(family, kind, values),
      values,
      price: familyPrice(family, values),
      categoryIds: categoryIdsFor(family),
    });
    visibleByFamily.set(family.code, [...(visibleByFamily.get(family.code) ?? []), product]);
  }
}
