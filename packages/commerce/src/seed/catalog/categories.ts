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

/** The ranges of each brand in the large profile's tree (family › brand › range). */
const largeLines: [string, string][] = [
  ...mediumLines,
  ['Gamme Classique', 'Classic range'],
  ['Gamme Urbaine', 'City range'],
  ['Gamme Montagne', 'Mountain range'],
  ['Gamme Océan', 'Ocean range'],
  ['Gamme Forêt', 'Forest range'],
  ['Gamme Hiver', 'Winter range'],
  ['Gamme Été', 'Summer range'],
  ['Gamme Voyage', 'Travel range'],
  ['Gamme Confort', 'Comfort range'],
  ['Gamme Essentielle', 'Essential range'],
  ['Gamme Signature', 'Signature range'],
  ['Gamme Atelier', 'Workshop range'],
  ['Gamme Héritage', 'Heritage range'],
];

const brandOptions = attributes.find((attribute) => attribute.code === 'brand')!.options;

/**
 * The large profile's subcategories: a category per brand under each product family, then ranges under each
 * brand in turn up to the profile's count, so that the tree is three levels deeper than the families (family ›
 * brand › range), as a store of 3,000 categories is, instead of 2,970 siblings under 18 families.
 */
function largeSubcategories(extra: number): CategorySeed[] {
  const seeds: CategorySeed[] = [];
  let nextId = 1000;
  for (const family of families) {
    const parent = baseCategories.find((category) => category.id === family.categoryId)!;
    for (const brand of brandOptions) {
      seeds.push({
        id: nextId++,
        parentId: family.categoryId,
        name: {
          'fr-FR': `${parent.name['fr-FR']} ${brand.label['fr-FR']}`,
          'en-GB': `${parent.name['en-GB']} ${brand.label['en-GB']}`,
        },
      });
    }
  }
  const brands = [...seeds];
  for (let index = 0; seeds.length < extra; index += 1) {
    const brand = brands[index % brands.length]!;
    const round = Math.floor(index / brands.length);
    const [fr, en] = largeLines[round % largeLines.length]!;
    const suffix = round >= largeLines.length ? ` ${round}` : '';
    seeds.push({
      id: nextId++,
      parentId: brand.id,
      name: { 'fr-FR': `${fr}${suffix}`, 'en-GB': `${en}${suffix}` },
    });
  }
  return seeds;
}

/**
 * The category tree of a profile: the base categories, then subcategories of the product families (one per brand,
 * then per range) up to the profile's count, each with its path, level and URL path per locale.
 */
export function generateCategories(profile: SeedProfile): CatalogSeed['categories'] {
  const seeds: CategorySeed[] = [...baseCategories];
  // The profile counts the default category too.
  const extra = seedProfiles[profile].categories - baseCategories.length - 1;
  const leaves = families.map((family) => family.categoryId);
  let nextId = 1000;
  if (profile === 'large') seeds.push(...largeSubcategories(extra));
  else
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
