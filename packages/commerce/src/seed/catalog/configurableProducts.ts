import {
  colorAttributeId,
  configurableColorIds,
  configurableFamilies,
  configurableSizeIds,
  families,
  sizeAttributeId,
} from '../catalogData';
import { seedProfiles } from '../profiles';
import { type CatalogBuilder, optionLabel, pictureFor, roundPrice } from './catalogBuilder';

/**
 * Configurable products of the configurable families in turn: colour × size children, not visible on their own,
 * the parent priced from its cheapest child and showing the other colours in its gallery: the profile's whole
 * count, or the products `from` to `to` (excluded) when the catalogue is generated in chunks.
 */
export function generateConfigurableProducts(
  builder: CatalogBuilder,
  from = 0,
  to: number = seedProfiles[builder.profile].configurableProducts,
): void {
  const {
    random,
    catalog,
    addProduct,
    pickValues,
    nameOf,
    familyPrice,
    categoryIdsFor,
    visibleByFamily,
  } = builder;
  for (let index = from; index < to; index += 1) {
    const family = families.find(
      (candidate) => candidate.code === configurableFamilies[index % configurableFamilies.length],
    )!;
    const kind = random.pick(family.kinds);
    const values = pickValues(family);
    values.delete(colorAttributeId);
    values.delete(sizeAttributeId);
    const basePrice = familyPrice(family, values);
    const names = nameOf(family, kind, values);
    const parent = addProduct(family, {
      type: 'configurable',
      names,
      values: new Map([
        ...values,
        [colorAttributeId, [...configurableColorIds]],
        [sizeAttributeId, [...configurableSizeIds]],
      ]),
      price: basePrice,
      categoryIds: categoryIdsFor(family),
    });
    parent.picture = pictureFor(family, undefined, configurableColorIds[0]);
    parent.image = parent.picture.path;
    catalog.superAttributes.push(
      { productId: parent.id, attributeId: colorAttributeId, position: 0 },
      { productId: parent.id, attributeId: sizeAttributeId, position: 1 },
    );
    let position = 0;
    let lowest = Number.POSITIVE_INFINITY;
    for (const colorId of configurableColorIds) {
      for (const [sizeIndex, sizeId] of configurableSizeIds.entries()) {
        const childValues = new Map([
          ...values,
          [colorAttributeId, [colorId]],
          [sizeAttributeId, [sizeId]],
        ]);
        const price = roundPrice(basePrice * (1 + sizeIndex * 0.08));
        lowest = Math.min(lowest, price);
        const child = addProduct(family, {
          type: 'simple',
          visibility: 1,
          sku: `${parent.sku}-${colorId}-${optionLabel.get(sizeId)!['fr-FR']}`,
          names: {
            'fr-FR': `${names['fr-FR']} ${optionLabel.get(colorId)!['fr-FR']} ${optionLabel.get(sizeId)!['fr-FR']}`,
            'en-GB': `${names['en-GB']} ${optionLabel.get(colorId)!['en-GB']} ${optionLabel.get(sizeId)!['en-GB']}`,
          },
          values: childValues,
          price,
          categoryIds: [],
        });
        catalog.links.push({
          parentId: parent.id,
          childId: child.id,
          kind: 'configurable',
          position: position++,
          qty: 1,
        });
      }
    }
    parent.minPrice = lowest;
    // The gallery shows the other colours of the range.
    parent.gallery = configurableColorIds
      .slice(1)
      .map((colorId) => pictureFor(family, undefined, colorId).path);
    visibleByFamily.get(family.code)?.push(parent);
  }
}
