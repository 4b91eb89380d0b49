import { families } from '../catalogData';
import { seedProfiles } from '../profiles';
import type { CatalogBuilder } from './catalogBuilder';

/**
 * Simple products, spread over the families in turn, each visible on its own: the profile's whole count, or the
 * products `from` to `to` (excluded) when the catalogue is generated in chunks (streamCatalog.ts).
 */
export function generateSimpleProducts(
  builder: CatalogBuilder,
  from = 0,
  to: number = seedProfiles[builder.profile].simpleProducts,
): void {
  const { random, addProduct, pickValues, nameOf, familyPrice, categoryIdsFor, visibleByFamily } =
    builder;
  for (let index = from; index < to; index += 1) {
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
    const visible = visibleByFamily.get(family.code);
    if (visible) visible.push(product);
    else visibleByFamily.set(family.code, [product]);
  }
}
