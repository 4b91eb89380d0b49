import type { LocalizedText } from '../../db/schema';
import {
  attributes,
  baseCategories,
  type CategorySeed,
  defaultCategoryId,
  families,
  rootCategoryId,
} from '../catalogData';
import { seedProfiles, type SeedProfile } from '../profiles';
import { slugify } from '../random';
import { type CatalogSeed, locales } from './catalogSeed';

const mediumLines: [string, string][] = [
  ['Gamme Nature', 'Nature range'],
  ['Gamme Sport', 'Sport range'],
  ['Gamme Sensible', 'Sensitive range'],
  ['Gamme Senior', 'Senior range'],
  ['Gamme Chiot', 'Puppy range'],
  ['Gamme Bio', 'Organic range'],
  ['Gamme Premium', 'Premium range'],
];

/**
 * The category tree of a profile: the base categories, then subcategories of the product families (one per brand,
 * then per range) up to the profile's count, each with its path, level and URL path per locale.
 */
export function generateCategories(profile: SeedProfile): CatalogSeed['categories'] {
  const seeds: CategorySeed[] = [...baseCategories];
  // The profile counts the default category too.
  const extra = seedProfiles[profile].categories - baseCategories.length - 1;
  const leaves = families.map((family) => family.categoryId);
  const brandOptions = attributes.find((attribute) => attribute.code === 'brand')!.options;
  let nextId = 1000;
  for (let index = 0; index < extra; index += 1) {
    const parentId = leaves[index % leaves.length]!;
    const parent = baseCategories.find((category) => category.id === parentId)!;
    const round = Math.floor(index / leaves.length);
    const [fr, en] =
      round < brandOptions.length
        ? [brandOptions[round]!.label['fr-FR']!, brandOptions[round]!.label['en-GB']!]
        : (mediumLines[(round - brandOptions.length) % mediumLines.length] ?? [
            'Sélection',
            'Selection',
          ]);
    seeds.push({
      id: nextId,
      parentId,
      name: {
        'fr-FR': `${parent.name['fr-FR']} ${fr}${round >= brandOptions.length + mediumLines.length ? ` ${round}` : ''}`,
        'en-GB': `${parent.name['en-GB']} ${en}${round >= brandOptions.length + mediumLines.length ? ` ${round}` : ''}`,
      },
    });
    nextId += 1;
  }

  const byId = new Map<number, CatalogSeed['categories'][number]>();
  byId.set(defaultCategoryId, {
    id: defaultCategoryId,
    parentId: rootCategoryId,
    name: { 'fr-FR': 'Catalogue', 'en-GB': 'Catalogue' },
    path: `${rootCategoryId}/${defaultCategoryId}`,
    level: 1,
    position: 0,
    urlPaths: { 'fr-FR': '', 'en-GB': '' },
  });
  seeds.forEach((seed, position) => {
    const parent = byId.get(seed.parentId)!;
    const urlPaths: LocalizedText = {};
    for (const locale of locales) {
      const key = slugify(seed.name[locale]!);
      urlPaths[locale] = parent.urlPaths[locale] ? `${parent.urlPaths[locale]}/${key}` : key;
    }
    byId.set(seed.id, {
      ...seed,
      description: seed.description ?? {
        'fr-FR': `Découvrez notre sélection ${seed.name['fr-FR']!.toLowerCase()} pour chiens : qualité, confort et bien-être, choisis par nos experts.`,
        'en-GB': `Discover our ${seed.name['en-GB']!.toLowerCase()} for dogs: quality, comfort and well-being, chosen by our experts.`,
      },
      path: `${parent.path}/${seed.id}`,
      level: parent.level + 1,
      position,
      urlPaths,
    });
  });
  return [...byId.values()];
}
