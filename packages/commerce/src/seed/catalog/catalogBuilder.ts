/**
 * What every product generator shares: the seeded random stream, the catalogue being filled, and the rules a
 * product of any type follows (SKU, URL key, picture, description, sale, stock). The generators call it in a
 * fixed order (generateCatalog.ts), so each random draw happens where it always did.
 */
import { readShopConfig } from '../../config';
import type { LocalizedText, ProductType } from '../../db/schema';
import { typeset } from '../../i18n/typography';
import { exclTax, inclTax, type TaxRule } from '../../money/tax';
import {
  attributes,
  brandColors,
  colorAttributeId,
  families,
  type FamilySeed,
  newArrivalsCategoryId,
  promotionsCategoryId,
} from '../catalogData';
import { seedProfiles, type SeedProfile } from '../profiles';
import { createRandom, type Random, slugify } from '../random';
import { generateCategories } from './categories';
import { type CatalogSeed, locales, type PictureSpec, type ProductSeed } from './catalogSeed';
import { materialsByFamily, productCopy } from './productCopy';

/** The label of each attribute option, by option id. */
export const optionLabel = new Map<number, LocalizedText>(
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

/** The master picture of a product: per brand for food and colourless goods, else per colour. */
export function pictureFor(
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

/**
 * The description and the short description of a product, per locale: the copy of what it is (productCopy.ts),
 * then one line per attribute it carries (none for a service or a guide).
 */
function describe(
  family: FamilySeed,
  type: ProductType,
  names: LocalizedText,
  values: Map<number, number[]>,
): [LocalizedText, LocalizedText] {
  const copy = productCopy(family, type, names);
  const facts = (locale: 'fr-FR' | 'en-GB') =>
    [...values.entries()]
      .map(([attributeId, optionIds]) => {
        const attribute = attributes.find((candidate) => candidate.id === attributeId)!;
        return `${attribute.label[locale]} : ${optionIds.map((id) => optionLabel.get(id)?.[locale]).join(', ')}`;
      })
      .join('\n');
  const text = (locale: 'fr-FR' | 'en-GB', [short, rest]: [string, string]) => {
    const lines = facts(locale);
    const description = `${short} ${rest}${lines ? `\n\n${lines}` : ''}`;
    return locale === 'fr-FR'
      ? [typeset(description, 'fr-FR'), typeset(short, 'fr-FR')]
      : [description.replaceAll(' : ', ': '), short];
  };
  const [frDescription, frShort] = text('fr-FR', copy.fr);
  const [enDescription, enShort] = text('en-GB', copy.en);
  return [
    { 'fr-FR': frDescription!, 'en-GB': enDescription! },
    { 'fr-FR': frShort!, 'en-GB': enShort! },
  ];
}

/** The shop's tax rule: the seed prices the catalogue as the shop sells it. */
const shopTax: TaxRule = readShopConfig({});

/** A price excluding tax whose price including tax ends in 90 cents. */
export function roundPrice(cents: number): number {
  // Shop prices end in 90 cents once tax is added, like a real price list: the price incl. tax to the nearest
  // whole euro (inclTax rounds to the unit it is given: here euros, not cents, so that a price is rounded
  // once, as the seed always did), less 10 cents (1,90 € at least), and back excl. tax.
  const wholeEuros = inclTax(cents / 100, shopTax);
  return exclTax(Math.max(190, wholeEuros * 100 - 10), shopTax);
}

/** What a generator passes to {@link CatalogBuilder.addProduct}. */
export interface ProductInput {
  type: ProductType;
  visibility?: number;
  names: LocalizedText;
  values: Map<number, number[]>;
  price: number;
  categoryIds: number[];
  sku?: string;
  /** Products priced from their parts (bundle, grouped) and services never go on sale. */
  noSale?: boolean;
}

export interface CatalogBuilder {
  profile: SeedProfile;
  random: Random;
  catalog: CatalogSeed;
  /** Visible simple and configurable products of each family, in the order they were added. */
  visibleByFamily: Map<string, ProductSeed[]>;
  /** The visible simple products of a family (what bundles and grouped products are made of). */
  simpleProductsOf(familyCode: string): ProductSeed[];
  /** How many times the fixed lists of bundles and grouped products repeat: 1 (small) or 10. */
  scale: number;
  /** Adds a product with its picture, texts, sale, novelty and stock. */
  addProduct(family: FamilySeed, input: ProductInput): ProductSeed;
  /** An option of each of the family's attributes (the `fixed` ones as given). */
  pickValues(family: FamilySeed, fixed?: Map<number, number[]>): Map<number, number[]>;
  /** The product name per locale: the kind, the brand, then the attribute values (but `skip`). */
  nameOf(
    family: FamilySeed,
    kind: [string, string],
    values: Map<number, number[]>,
    skip?: number[],
  ): LocalizedText;
  /** A price in the family's range (croquettes by bag size), rounded like a price list. */
  familyPrice(family: FamilySeed, values: Map<number, number[]>): number;
  /** The family's category and, when it has some, one of its subcategories. */
  categoryIdsFor(family: FamilySeed): number[];
  /** The next id of a bundle option. */
  nextBundleOptionId(): number;
  /** The next id of a custom option. */
  nextCustomOptionId(): number;
}

/** The per-product row lists of a catalogue, empty: a new builder's, and a streamed chunk's after it is taken. */
export function emptyProductRows(): Omit<CatalogSeed, 'categories' | 'pictures'> {
  return {
    products: [],
    links: [],
    superAttributes: [],
    stock: [],
    tierPrices: [],
    customOptions: [],
    bundleOptions: [],
    downloadableLinks: [],
    reviews: [],
  };
}

/** A builder of an empty catalogue of the profile (categories only), from the profile's seed. */
export function createCatalogBuilder(profile: SeedProfile): CatalogBuilder {
  const random = createRandom(seedProfiles[profile].seed);
  const categories = generateCategories(profile);
  // The generated leaf categories under each family's category, in tree order: a product goes to its family
  // and one of them (small and medium: the family's direct subcategories; large: the ranges under its brands).
  const familyCategoryIds = new Set(families.map((family) => family.categoryId));
  const parents = new Set(categories.map((category) => category.parentId));
  const subcategoriesOf = new Map<number, number[]>();
  for (const category of categories) {
    if (category.id < 1000 || parents.has(category.id)) continue;
    const familyId = category.path
      .split('/')
      .map(Number)
      .find((id) => familyCategoryIds.has(id));
    if (familyId === undefined) continue;
    const list = subcategoriesOf.get(familyId);
    if (list) list.push(category.id);
    else subcategoriesOf.set(familyId, [category.id]);
  }
  const catalog: CatalogSeed = { categories, ...emptyProductRows(), pictures: new Map() };
  const usedUrlKeys = new Map<string, Set<string>>(
    locales.map((locale) => [locale, new Set<string>()]),
  );
  let nextProductId = 1;
  let nextCustomOptionId = 1;
  let nextBundleOptionId = 1;
  const skuCounters = new Map<string, number>();

  // The last suffix given to each base key: the next free one is above it (keys are never freed), so a name
  // shared by thousands of products (large) does not probe every suffix from 2 again.
  const lastSuffix = new Map<string, number>();
  const uniqueUrlKey = (locale: string, name: string) => {
    const used = usedUrlKeys.get(locale)!;
    const base = slugify(name);
    let key = base;
    let suffix = lastSuffix.get(`${locale} ${base}`) ?? 1;
    while (used.has(key)) key = `${base}-${(suffix += 1)}`;
    if (suffix > 1) lastSuffix.set(`${locale} ${base}`, suffix);
    used.add(key);
    return key;
  };
  const nextSku = (prefix: string) => {
    const count = (skuCounters.get(prefix) ?? 0) + 1;
    skuCounters.set(prefix, count);
    return `${prefix}-${String(count).padStart(profile === 'small' ? 3 : 5, '0')}`;
  };

  const addProduct = (family: FamilySeed, input: ProductInput): ProductSeed => {
    const brandId = input.values.get(81)?.[0];
    const colorId = input.values.get(colorAttributeId)?.[0];
    const picture = pictureFor(family, brandId, colorId);
    catalog.pictures.set(picture.path, picture);
    const [descriptions, shortDescriptions] = describe(
      family,
      input.type,
      input.names,
      input.values,
    );
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
      else if (code === 'material' && materialsByFamily[family.code])
        values.set(attribute.id, [random.pick(materialsByFamily[family.code]!)]);
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

  const visibleByFamily = new Map<string, ProductSeed[]>();
  return {
    profile,
    random,
    catalog,
    visibleByFamily,
    simpleProductsOf: (familyCode) =>
      visibleByFamily.get(familyCode)!.filter((product) => product.type === 'simple'),
    scale: profile === 'small' ? 1 : 10,
    addProduct,
    pickValues,
    nameOf,
    familyPrice,
    categoryIdsFor,
    nextBundleOptionId: () => nextBundleOptionId++,
    nextCustomOptionId: () => nextCustomOptionId++,
  };
}
