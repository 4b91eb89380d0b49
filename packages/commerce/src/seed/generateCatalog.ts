/**
 * Builds the demo catalogue in memory, deterministically from the profile's seed. The rows mirror the
 * tables of src/db/schema.ts; src/seed/seed.ts inserts them in batches.
 */
import type { LocalizedText, ProductType } from '../db/schema';
import {
  attributes,
  baseCategories,
  brandColors,
  type CategorySeed,
  colorAttributeId,
  configurableColorIds,
  configurableFamilies,
  configurableSizeIds,
  defaultCategoryId,
  families,
  type FamilySeed,
  newArrivalsCategoryId,
  promotionsCategoryId,
  reviewAuthors,
  reviewTexts,
  rootCategoryId,
  sizeAttributeId,
} from './catalogData';
import { seedProfiles, type SeedProfile } from './profiles';
import { createRandom, slugify } from './random';

export const locales = ['fr-FR', 'en-GB'] as const;

export interface ProductSeed {
  id: number;
  sku: string;
  type: ProductType;
  visibility: number;
  price: number;
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  minPrice: number;
  image: string;
  brand: string | null;
  newsFrom: string | null;
  names: LocalizedText;
  descriptions: LocalizedText;
  shortDescriptions: LocalizedText;
  urlKeys: LocalizedText;
  /** Option ids by attribute id. */
  attributeValues: Map<number, number[]>;
  categoryIds: number[];
  picture: PictureSpec;
  /** More pictures of the media gallery (media paths). */
  gallery: string[];
  family: string;
}

/** One master picture: drawn once, shared by every product with the same spec. */
export interface PictureSpec {
  kind: string;
  color: string;
  label: string;
  path: string;
}

export interface CatalogSeed {
  categories: (CategorySeed & {
    path: string;
    level: number;
    position: number;
    urlPaths: LocalizedText;
  })[];
  products: ProductSeed[];
  links: {
    parentId: number;
    childId: number;
    kind: 'configurable' | 'grouped' | 'related';
    position: number;
    qty: number;
  }[];
  superAttributes: { productId: number; attributeId: number; position: number }[];
  stock: { productId: number; qty: number; isInStock: boolean; label: string }[];
  tierPrices: { productId: number; customerGroupId: number | null; qty: number; price: number }[];
  customOptions: {
    id: number;
    productId: number;
    type: string;
    title: LocalizedText;
    isRequired: boolean;
    maxCharacters: number | null;
    sortOrder: number;
    price: number | null;
    priceType: string | null;
    values: { title: LocalizedText; sortOrder: number; price: number; priceType: string }[];
  }[];
  bundleOptions: {
    id: number;
    productId: number;
    title: LocalizedText;
    isRequired: boolean;
    type: string;
    position: number;
    selections: {
      productId: number;
      defaultQty: number;
      canChangeQty: boolean;
      isDefault: boolean;
      position: number;
    }[];
  }[];
  downloadableLinks: {
    productId: number;
    title: LocalizedText;
    sampleUrl: string;
    price: number;
    position: number;
  }[];
  reviews: {
    productId: number;
    locale: string;
    rating: number;
    authorName: string;
    title: string;
    comment: string;
    status: 'pending' | 'approved' | 'rejected';
    createdAt: Date;
  }[];
  pictures: Map<string, PictureSpec>;
}

const optionLabel = new Map<number, LocalizedText>(
  attributes.flatMap((attribute) =>
    attribute.options.map((option) => [option.id, option.label] as const),
  ),
);
const attributeByCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
const swatchColor = new Map<number, string>(
  attributes
    .find((attribute) => attribute.id === colorAttributeId)!
    .options.map((option) => [option.id, option.swatch?.value ?? '#888888']),
);

const mediumLines: [string, string][] = [
  ['Gamme Nature', 'Nature range'],
  ['Gamme Sport', 'Sport range'],
  ['Gamme Sensible', 'Sensitive range'],
  ['Gamme Senior', 'Senior range'],
  ['Gamme Chiot', 'Puppy range'],
  ['Gamme Bio', 'Organic range'],
  ['Gamme Premium', 'Premium range'],
];

function buildCategories(profile: SeedProfile) {
  const seeds: CategorySeed[] = [...baseCategories];
  // The profile counts the default category too.
  const extra = seedProfiles[profile].categories - baseCategories.length - 1;
  const leaves = families.map((family) => family.categoryId);
  const brandOptions = attributeByCode.get('brand')!.options;
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

function pictureFor(
  family: FamilySeed,
  brandId: number | undefined,
  colorId: number | undefined,
): PictureSpec {
  if (family.food || colorId === undefined) {
    const brand = brandId ?? 208;
    const label = optionLabel.get(brand)?.['fr-FR'] ?? 'Truffe';
    return {
      kind: family.picture,
      color: brandColors[brand] ?? '#2f2f2f',
      label,
      path: `catalog/product/${family.code}/${slugify(label)}.png`,
    };
  }
  const color = swatchColor.get(colorId) ?? '#888888';
  return {
    kind: family.picture,
    color,
    label: '',
    path: `catalog/product/${family.code}/${color.slice(1)}.png`,
  };
}

function describe(
  family: FamilySeed,
  names: LocalizedText,
  values: Map<number, number[]>,
): [LocalizedText, LocalizedText] {
  const facts = (locale: 'fr-FR' | 'en-GB') =>
    [...values.entries()]
      .map(([attributeId, optionIds]) => {
        const attribute = attributes.find((candidate) => candidate.id === attributeId)!;
        return `${attribute.label[locale]} : ${optionIds.map((id) => optionLabel.get(id)?.[locale]).join(', ')}`;
      })
      .join('\n');
  const fr = family.food
    ? `${names['fr-FR']} : une recette complète et équilibrée, fabriquée en France, sans colorant ni conservateur artificiel. Riche en protéines de qualité pour une digestion facile et un pelage brillant.`
    : `${names['fr-FR']} : conçu pour le confort de votre chien au quotidien, résistant et facile d’entretien. Testé par notre équipe et par leurs compagnons à quatre pattes.`;
  const en = family.food
    ? `${names['en-GB']}: a complete and balanced recipe made in France, with no artificial colours or preservatives. Rich in quality protein for easy digestion and a shiny coat.`
    : `${names['en-GB']}: designed for your dog’s everyday comfort, durable and easy to care for. Tested by our team and their four-legged companions.`;
  return [
    {
      'fr-FR': `${fr}\n\n${facts('fr-FR')}`,
      'en-GB': `${en}\n\n${facts('en-GB').replaceAll(' : ', ': ')}`,
    },
    { 'fr-FR': fr.split('.')[0]! + '.', 'en-GB': en.split('.')[0]! + '.' },
  ];
}

function roundPrice(cents: number): number {
  // Shop prices end in 90 cents once tax is added, like a real price list.
  const inclTax = Math.max(190, Math.round((cents * 1.2) / 100) * 100 - 10);
  return Math.round(inclTax / 1.2);
}

/** Generates the whole catalogue of a profile. */
export function generateCatalog(profile: SeedProfile): CatalogSeed {
  const random = createRandom(seedProfiles[profile].seed);
  const categories = buildCategories(profile);
  const subcategoriesOf = new Map<number, number[]>();
  for (const category of categories) {
    if (category.id >= 1000)
      subcategoriesOf.set(category.parentId, [
        ...(subcategoriesOf.get(category.parentId) ?? []),
        category.id,
      ]);
  }
  const catalog: CatalogSeed = {
    categories,
    products: [],
    links: [],
    superAttributes: [],
    stock: [],
    tierPrices: [],
    customOptions: [],
    bundleOptions: [],
    downloadableLinks: [],
    reviews: [],
    pictures: new Map(),
  };
  const usedUrlKeys = new Map<string, Set<string>>(
    locales.map((locale) => [locale, new Set<string>()]),
  );
  let nextProductId = 1;
  let nextCustomOptionId = 1;
  let nextBundleOptionId = 1;
  const skuCounters = new Map<string, number>();

  const uniqueUrlKey = (locale: string, name: string) => {
    const used = usedUrlKeys.get(locale)!;
    const base = slugify(name);
    let key = base;
    for (let suffix = 2; used.has(key); suffix += 1) key = `${base}-${suffix}`;
    used.add(key);
    return key;
  };
  const nextSku = (prefix: string) => {
    const count = (skuCounters.get(prefix) ?? 0) + 1;
    skuCounters.set(prefix, count);
    return `${prefix}-${String(count).padStart(profile === 'small' ? 3 : 5, '0')}`;
  };

  const addProduct = (
    family: FamilySeed,
    input: {
      type: ProductType;
      visibility?: number;
      names: LocalizedText;
      values: Map<number, number[]>;
      price: number;
      categoryIds: number[];
      sku?: string;
      /** Products priced from their parts (bundle, grouped) and services never go on sale. */
      noSale?: boolean;
    },
  ): ProductSeed => {
    const brandId = input.values.get(81)?.[0];
    const colorId = input.values.get(colorAttributeId)?.[0];
    const picture = pictureFor(family, brandId, colorId);
    catalog.pictures.set(picture.path, picture);
    const [descriptions, shortDescriptions] = describe(family, input.names, input.values);
    const visible = (input.visibility ?? 4) !== 1;
    const onSale = visible && !input.noSale && random.chance(0.12);
    // One sale in ten has already ended: it keeps its dates but leaves the Promotions category.
    const saleEnded = onSale && random.chance(0.1);
    const isNew = visible && random.chance(0.1);
    const specialPrice = onSale
      ? roundPrice(input.price * (random.pick([0.7, 0.8, 0.85, 0.9]) as number))
      : null;
    // A rounded special price that is not below the list price is no sale at all.
    if (specialPrice !== null && specialPrice >= input.price)
      return addProduct(family, { ...input, noSale: true });
    const product: ProductSeed = {
      id: nextProductId++,
      sku: input.sku ?? nextSku(family.skuPrefix),
      type: input.type,
      visibility: input.visibility ?? 4,
      price: input.price,
      specialPrice,
      specialFrom: onSale ? '2026-01-01' : null,
      specialTo: onSale ? (saleEnded ? '2026-02-01' : '2099-12-31') : null,
      minPrice: input.price,
      image: picture.path,
      brand: brandId ? (optionLabel.get(brandId)?.['fr-FR'] ?? null) : null,
      newsFrom: isNew ? '2026-09-01' : null,
      names: input.names,
      descriptions,
      shortDescriptions,
      urlKeys: visible
        ? Object.fromEntries(
            locales.map((locale) => [locale, uniqueUrlKey(locale, input.names[locale]!)]),
          )
        : Object.fromEntries(
            locales.map((locale) => [
              locale,
              slugify(`${input.names[locale]!}-${input.sku ?? ''}`),
            ]),
          ),
      attributeValues: input.values,
      categoryIds: visible
        ? [
            ...input.categoryIds,
            ...(onSale && !saleEnded ? [promotionsCategoryId] : []),
            ...(isNew ? [newArrivalsCategoryId] : []),
          ]
        : [],
      picture,
      gallery: [],
      family: family.code,
    };
    catalog.products.push(product);
    const qty = random.chance(0.08) ? 0 : random.int(1, 250);
    catalog.stock.push({
      productId: product.id,
      qty,
      isInStock: qty > 0 || input.type === 'virtual' || input.type === 'downloadable',
      label:
        input.type === 'virtual' || input.type === 'downloadable'
          ? 'in_stock'
          : qty === 0
            ? random.chance(0.5)
              ? 'on_order'
              : 'out_of_stock'
            : qty < 10
              ? 'low_stock'
              : 'in_stock',
    });
    return product;
  };

  const pickValues = (family: FamilySeed, fixed: Map<number, number[]> = new Map()) => {
    const values = new Map<number, number[]>();
    for (const code of family.attributes) {
      const attribute = attributeByCode.get(code)!;
      if (fixed.has(attribute.id)) values.set(attribute.id, fixed.get(attribute.id)!);
      else if (code === 'format' && family.food) {
        const formats =
          family.code === 'croquettes'
            ? [404, 405, 406, 407]
            : family.code === 'patees'
              ? [402, 403, 408]
              : family.code === 'friandises'
                ? [401, 402]
                : [409, 410];
        values.set(attribute.id, [random.pick(formats)]);
      } else if (code === 'format') values.set(attribute.id, [random.pick([409, 410])]);
      else if (code === 'material' && family.code === 'gamelles')
        values.set(attribute.id, [random.pick([804, 805, 806])]);
      else values.set(attribute.id, [random.pick(attribute.options).id]);
    }
    return values;
  };

  const nameOf = (
    family: FamilySeed,
    kind: [string, string],
    values: Map<number, number[]>,
    skip: number[] = [],
  ) => {
    const parts = (locale: 'fr-FR' | 'en-GB') =>
      family.attributes
        .map((code) => attributeByCode.get(code)!)
        .filter(
          (attribute) =>
            attribute.code !== 'brand' &&
            attribute.code !== 'material' &&
            !skip.includes(attribute.id),
        )
        .map((attribute) =>
          values
            .get(attribute.id)
            ?.map((id) => optionLabel.get(id)?.[locale])
            .join(' '),
        )
        .filter(Boolean)
        .join(' ');
    const brand = values.get(81)?.[0];
    const brandName = brand ? optionLabel.get(brand)!['fr-FR'] : '';
    return {
      'fr-FR': `${kind[0]} ${brandName} ${parts('fr-FR')}`.replace(/\s+/g, ' ').trim(),
      'en-GB': `${brandName} ${kind[1]} ${parts('en-GB')}`.replace(/\s+/g, ' ').trim(),
    };
  };

  const familyPrice = (family: FamilySeed, values: Map<number, number[]>) => {
    let price = random.int(family.price[0], family.price[1]);
    const format = values.get(141)?.[0];
    if (family.code === 'croquettes' && format)
      price = { 404: 1390, 405: 2490, 406: 4590, 407: 6990 }[format] ?? price;
    return roundPrice(price + random.int(-150, 150));
  };

  const categoryIdsFor = (family: FamilySeed) => {
    const subcategories = subcategoriesOf.get(family.categoryId);
    return subcategories ? [family.categoryId, random.pick(subcategories)] : [family.categoryId];
  };

  // Simple products, spread over the families.
  const { simpleProducts, configurableProducts } = seedProfiles[profile];
  const visibleByFamily = new Map<string, ProductSeed[]>();
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

  // Configurable products: colour × size children, not visible on their own.
  for (let index = 0; index < configurableProducts; index += 1) {
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

  const packFamily: FamilySeed = {
    code: 'packs',
    categoryId: 71,
    skuPrefix: 'PCK',
    picture: 'box',
    kinds: [],
    attributes: ['brand'],
    price: [2990, 8990],
  };
  const serviceFamily: FamilySeed = {
    code: 'services',
    categoryId: 72,
    skuPrefix: 'SRV',
    picture: 'card',
    kinds: [],
    attributes: [],
    price: [1000, 5000],
  };
  const fromFamily = (code: string) =>
    visibleByFamily.get(code)!.filter((product) => product.type === 'simple');
  const scale = profile === 'small' ? 1 : 10;

  // Bundles: a choice of food, treats and a bowl.
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
      const candidates = fromFamily(code);
      const selections = [0, 1, 2].map(
        (offset) => candidates[(index * 3 + offset) % candidates.length]!,
      );
      if (isRequired) lowest += Math.min(...selections.map((product) => product.price));
      catalog.bundleOptions.push({
        id: nextBundleOptionId++,
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

  // Grouped products: ranges of wet food and treats sold together.
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
    const members = fromFamily(code).slice(index, index + 4);
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

  // Virtual and downloadable products: services and guides.
  const virtualNames: [string, string, number][] = [
    ['Carte cadeau 25 €', 'Gift card €25', 2083],
    ['Séance de toilettage en salon', 'Grooming session in store', 3250],
    ['Consultation nutritionnelle en ligne', 'Online nutrition consultation', 2490],
    ['Abonnement conseils éducation (3 mois)', 'Training advice subscription (3 months)', 3990],
  ];
  const downloadableNames: [string, string, number][] = [
    ['Guide d’éducation du chiot (PDF)', 'Puppy training guide (PDF)', 825],
    ['Programme d’alimentation sur mesure (PDF)', 'Tailored feeding plan (PDF)', 1242],
    ['Carnet de santé numérique', 'Digital health record', 408],
    ['Recettes de friandises maison (e-book)', 'Homemade treat recipes (e-book)', 658],
  ];
  for (const [type, names] of [
    ['virtual', virtualNames],
    ['downloadable', downloadableNames],
  ] as const) {
    for (const [fr, en, price] of names) {
      const product = addProduct(serviceFamily, {
        type,
        names: { 'fr-FR': fr, 'en-GB': en },
        values: new Map(),
        price,
        categoryIds: [72],
        noSale: true,
      });
      if (type === 'downloadable') {
        catalog.downloadableLinks.push({
          productId: product.id,
          title: { 'fr-FR': 'Télécharger', 'en-GB': 'Download' },
          sampleUrl: `downloads/samples/${slugify(en)}.pdf`,
          price: 0,
          position: 0,
        });
      }
    }
  }

  const visible = catalog.products.filter((product) => product.visibility !== 1);
  for (const product of catalog.products) {
    // Tier prices (everyone) and professional-group prices (customer group 2).
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

  // Custom options: engraving on collars, embroidery and gift wrap on beds.
  for (const product of visible) {
    if (product.type !== 'simple' && product.type !== 'configurable') continue;
    if (product.family === 'colliers') {
      catalog.customOptions.push({
        id: nextCustomOptionId++,
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
          id: nextCustomOptionId++,
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
          id: nextCustomOptionId++,
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

  // Related products: four of the same family.
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

  // Reviews: most approved, some waiting for moderation or rejected.
  const start = Date.UTC(2025, 0, 1);
  for (const product of visible) {
    if (!random.chance(0.6)) continue;
    const count = random.int(1, 6);
    for (let index = 0; index < count; index += 1) {
      const text = random.pick(reviewTexts);
      const locale = random.chance(0.75) ? 'fr-FR' : 'en-GB';
      const roll = random.next();
      catalog.reviews.push({
        productId: product.id,
        locale,
        rating: text.rating,
        authorName: random.pick(reviewAuthors),
        title: text.title[locale]!,
        comment: text.comment[locale]!,
        status: roll < 0.85 ? 'approved' : roll < 0.95 ? 'pending' : 'rejected',
        createdAt: new Date(start + random.int(0, 600) * 86_400_000),
      });
    }
  }

  return catalog;
}
