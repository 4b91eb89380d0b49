import type { ProductResolvers, Resolvers } from '@truffe/graphql/resolvers-types';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { z } from 'zod';

import type { ProductRow } from '../catalog/productRows';
import { hasStockToSell } from '../catalog/stockRule';
import { hintCustomerPrices } from '../money/priceBasisResolvers';
import { buildPriceSheet, priceSheetOutput, type SheetPartInput } from '../money/priceSheet';
import { computePrices } from '../money/productPrices';
import { toPrice } from '../money/tax';
import { priceBasisOf } from '../money/totals';
import type { GraphQLContext, ProductParentModel } from '@truffe/graphql/context';
import { selectRows } from '../db/database';
import { type Catalogue, createTranslator } from '../i18n/translate';
import { newArrivalsCategoryId, promotionsCategoryId } from '../seed/catalogData';
import { type RequestServices, servicesOf } from '../store/requestContext';
import { parseInput } from '../validation';
import { cacheControlOf, recordContent } from './contentMetadata';

type ProductParent = ProductParentModel;

/** The parent object of a Product: its keys; every other field is loaded through the request's loaders. */
export function toProductParent(context: GraphQLContext, row: ProductRow): ProductParent {
  recordContent(context, servicesOf(context).config, 'product', row.sku);
  // Its prices are the customer group's: a signed-in customer's answer is private.
  hintCustomerPrices(context);
  return { __typename: 'Product', id: String(row.id), sku: row.sku, identifier: row.sku };
}

/** Products by id in the given order, skipping missing ones (one query for all). */
export async function productsByIds(
  context: GraphQLContext,
  ids: readonly number[],
): Promise<ProductParent[]> {
  const rows = await servicesOf(context).loaders.productById.loadMany(ids);
  return rows
    .filter((row): row is ProductRow => row !== null && !(row instanceof Error))
    .map((row) => toProductParent(context, row));
}

async function rowOf(
  services: RequestServices,
  parent: { id?: string | null },
): Promise<ProductRow> {
  const row = await services.loaders.productById.load(Number(parent.id));
  if (!row) throw new GraphQLError(`Product ${parent.id} is not available.`);
  return row;
}

const pathOf = (row: ProductRow) =>
  row.visibility === 1 ? `/product/${encodeURIComponent(row.sku)}` : `/${row.urlKey}`;

/**
 * The selections a bundle option comes with (issue 20): its defaults that can be sold now. A single-choice
 * option whose default cannot be sold comes with its first selection that can, so that the bundle as shown is
 * one a shopper can add to the cart; a multiple option simply drops the unsellable defaults.
 */
export function orderableDefaults<Selection extends { id: number; isDefault: boolean }>(
  type: string,
  selections: readonly Selection[],
  sellable: (selection: Selection) => boolean,
): Set<number> {
  const defaults = selections.filter((selection) => selection.isDefault && sellable(selection));
  if (type === 'checkbox' || type === 'multi') return new Set(defaults.map((s) => s.id));
  const first =
    defaults[0] ?? (selections.some((s) => s.isDefault) ? selections.find(sellable) : undefined);
  return new Set(first ? [first.id] : []);
}

/** What shoppers read for each stock label value (`stock_item.label`). */
const stockLabel = createTranslator({
  in_stock: { 'fr-FR': 'En stock', 'en-GB': 'In stock' },
  low_stock: { 'fr-FR': 'Stock limité', 'en-GB': 'Low stock' },
  out_of_stock: { 'fr-FR': 'Rupture de stock', 'en-GB': 'Out of stock' },
  // Not sold now, and coming back (restocking is under way): one meaning, not "on order" (issue 20).
  on_order: { 'fr-FR': 'Réassort en cours', 'en-GB': 'Restocking soon' },
} satisfies Catalogue);

async function pricesOf(services: RequestServices, row: ProductRow) {
  const tiers = await services.loaders.tierPrices.load(row.id);
  const amounts = computePrices(row, tiers, services.customerGroupId);
  const tax = services.config;
  return {
    amounts,
    prices: {
      // Which figure the request's customer reads first (the answer is private then, toProductParent).
      basis: priceBasisOf(services.customerGroupId),
      regularPrice: toPrice(amounts.regular, tax),
      finalPrice: toPrice(amounts.final, tax),
      minPrice: toPrice(amounts.min, tax),
      tierPrice: amounts.tiers.map((tier) => ({
        qty: tier.qty,
        price: toPrice(tier.price, tax),
      })),
    },
  };
}

const reviewArgs = z.object({
  from: z.number().int().min(0).max(100_000),
  size: z.number().int().min(0).max(50),
});

async function reviewsLayer(
  services: RequestServices,
  productId: number,
  args: { from?: number | null; size?: number | null },
) {
  const { from, size } = parseInput(
    reviewArgs,
    { from: args.from ?? 0, size: args.size ?? 0 },
    services.locale,
  );
  const summary = await services.loaders.reviewSummary.load(productId);
  const reviews =
    size === 0 || summary.total === 0
      ? []
      : await selectRows<{
          id: number;
          rating: number;
          authorName: string;
          createdAt: string;
          title: string;
          comment: string;
        }>(
          services.db,
          sql`SELECT id, rating, author_name AS "authorName", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", title, comment
            FROM review WHERE product_id = ${productId} AND status = 'approved' AND locale = ${services.locale}
            ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${from}`,
        );
  return {
    total: summary.total,
    ratingAverage: summary.ratingAverage,
    reviews: reviews.map((review) => ({
      id: String(review.id),
      rating: review.rating,
      author: { displayName: review.authorName },
      creationDate: review.createdAt,
      title: review.title,
      comment: review.comment,
    })),
  };
}

function extraCost(services: RequestServices, price: number | null, priceType: string | null) {
  if (price === null || priceType === null) return null;
  if (priceType === 'percent') return { type: 'percentage', prices: null, rate: price / 100 };
  return { type: 'fixed', prices: toPrice(price, services.config), rate: null };
}

/** The parts a line of the product can be made of: itself, its configurable children, its bundle selections. */
async function sheetParts(services: RequestServices, row: ProductRow): Promise<SheetPartInput[]> {
  const found: { product: ProductRow; selectionId: number | null }[] = [
    { product: row, selectionId: null },
  ];
  const rowsOf = async (ids: number[]) =>
    (await services.loaders.productById.loadMany(ids)).map((loaded) =>
      loaded === null || loaded instanceof Error ? undefined : loaded,
    );
  if (row.type === 'configurable') {
    const childIds = (await services.loaders.links.load(row.id))
      .filter((link) => link.kind === 'configurable')
      .map((link) => link.childId);
    for (const child of await rowsOf(childIds))
      if (child) found.push({ product: child, selectionId: null });
  }
  if (row.type === 'bundle') {
    const selections = (await services.loaders.bundleOptions.load(row.id)).flatMap(
      (option) => option.selections,
    );
    const products = await rowsOf(selections.map((selection) => selection.productId));
    selections.forEach((selection, index) => {
      const product = products[index];
      if (product) found.push({ product, selectionId: selection.id });
    });
  }
  return Promise.all(
    found.map(async (part) => ({
      ...part,
      tiers: await services.loaders.tierPrices.load(part.product.id),
    })),
  );
}

const productFields: ProductResolvers = {
  name: async (parent, _args, context) => (await rowOf(servicesOf(context), parent)).name,
  type: async (parent, _args, context) => (await rowOf(servicesOf(context), parent)).type,
  path: async (parent, _args, context) => pathOf(await rowOf(servicesOf(context), parent)),
  shortDescription: async (parent, _args, context) =>
    (await rowOf(servicesOf(context), parent)).shortDescription,
  description: async (parent, _args, context) =>
    (await rowOf(servicesOf(context), parent)).description,
  metaTitle: async (parent, _args, context) => (await rowOf(servicesOf(context), parent)).metaTitle,
  metaDescription: async (parent, _args, context) =>
    (await rowOf(servicesOf(context), parent)).metaDescription,
  imageUrl: async (parent, _args, context) => (await rowOf(servicesOf(context), parent)).image,
  images: async (parent, _args, context) => {
    const services = servicesOf(context);
    const media = await services.loaders.media.load(Number(parent.id));
    return media.map((item) => ({
      path: item.path,
      label: item.label?.[services.locale] ?? null,
      position: item.position,
    }));
  },
  stock: async (parent, _args, context) => {
    const row = await rowOf(servicesOf(context), parent);
    return { isInStock: row.isInStock, qty: row.qty };
  },
  stockLabel: async (parent, _args, context) => {
    const services = servicesOf(context);
    const row = await rowOf(services, parent);
    return {
      value: row.stockLabel,
      label: stockLabel.has(row.stockLabel)
        ? stockLabel(services.locale, row.stockLabel)
        : row.stockLabel,
    };
  },
  prices: async (parent, _args, context) => {
    const services = servicesOf(context);
    return (await pricesOf(services, await rowOf(services, parent))).prices;
  },
  overview: async (parent, _args, context) => {
    const services = servicesOf(context);
    const row = await rowOf(services, parent);
    const { prices } = await pricesOf(services, row);
    return {
      path: pathOf(row),
      name: row.name,
      sku: row.sku,
      price: prices.finalPrice,
      stock: { isInStock: row.isInStock, qty: row.qty },
      productId: row.id,
    } as never;
  },
  reviews: (parent, args, context) => reviewsLayer(servicesOf(context), Number(parent.id), args),
  attributes: async (parent, _args, context) => {
    const services = servicesOf(context);
    const values = await services.loaders.attributeValues.load(Number(parent.id));
    const byAttribute = new Map<string, { label: string; values: string[] }>();
    for (const value of values) {
      const entry = byAttribute.get(value.code) ?? {
        label: value.attributeLabel[services.locale] ?? value.code,
        values: [],
      };
      entry.values.push(value.optionLabel[services.locale] ?? String(value.optionId));
      byAttribute.set(value.code, entry);
    }
    return [...byAttribute.entries()].map(([code, entry]) => ({
      code,
      label: entry.label,
      value: entry.values.join(', '),
    }));
  },
  customOptions: async (parent, _args, context) => {
    const services = servicesOf(context);
    const options = await services.loaders.customOptions.load(Number(parent.id));
    return options.map((option) => ({
      option_id: String(option.id),
      title: option.title[services.locale] ?? '',
      type: option.type,
      is_required: option.isRequired,
      max_characters: option.maxCharacters,
      sort_order: option.sortOrder,
      extraCost: extraCost(services, option.price, option.priceType),
      values: option.values.map((value) => ({
        option_value_id: String(value.id),
        title: value.title[services.locale] ?? '',
        sort_order: value.sortOrder,
        extraCost: extraCost(services, value.price, value.priceType),
      })),
    }));
  },
  configurableOptions: async (parent, _args, context) => {
    const services = servicesOf(context);
    const productId = Number(parent.id);
    const [superAttributes, links] = await Promise.all([
      services.loaders.superAttributes.load(productId),
      services.loaders.links.load(productId),
    ]);
    if (superAttributes.length === 0) return [];
    const childIds = links
      .filter((link) => link.kind === 'configurable')
      .map((link) => link.childId);
    const childValues = (await services.loaders.attributeValues.loadMany(childIds)).flatMap(
      (values) => (values instanceof Error ? [] : values),
    );
    return superAttributes.map((attribute) => {
      const options = new Map<number, (typeof childValues)[number]>();
      for (const value of childValues)
        if (value.attributeId === attribute.attributeId) options.set(value.optionId, value);
      return {
        id: `${productId}-${attribute.attributeId}`,
        label: attribute.label[services.locale] ?? attribute.code,
        attribute: {
          id: String(attribute.attributeId),
          code: attribute.code,
          label: attribute.label[services.locale] ?? attribute.code,
        },
        values: [...options.values()]
          .sort((a, b) => a.optionPosition - b.optionPosition)
          .map((value) => ({
            label: value.optionLabel[services.locale] ?? String(value.optionId),
            value: String(value.optionId),
            swatch:
              value.swatchType && value.swatchValue
                ? { type: value.swatchType, value: value.swatchValue }
                : null,
          })),
      };
    });
  },
  configurations: async (parent, _args, context) => {
    const services = servicesOf(context);
    const productId = Number(parent.id);
    const [superAttributes, links] = await Promise.all([
      services.loaders.superAttributes.load(productId),
      services.loaders.links.load(productId),
    ]);
    const codes = new Set(superAttributes.map((attribute) => attribute.attributeId));
    const childIds = links
      .filter((link) => link.kind === 'configurable')
      .map((link) => link.childId);
    const [children, values] = await Promise.all([
      productsByIds(context, childIds),
      services.loaders.attributeValues.loadMany(childIds),
    ]);
    const valuesById = new Map(childIds.map((id, index) => [id, values[index]]));
    return children.map((child) => {
      const childValues = valuesById.get(Number(child.id));
      return {
        attributes: (childValues instanceof Error || !childValues ? [] : childValues)
          .filter((value) => codes.has(value.attributeId))
          .map((value) => ({ code: value.code, value: String(value.optionId) })),
        product: child,
      };
    });
  },
  bundleOptions: async (parent, _args, context) => {
    const services = servicesOf(context);
    const options = await services.loaders.bundleOptions.load(Number(parent.id));
    if (options.length === 0) return [];
    const ids = options.flatMap((option) =>
      option.selections.map((selection) => selection.productId),
    );
    const products = new Map(
      (await productsByIds(context, ids)).map((product) => [Number(product.id), product]),
    );
    const rows = await services.loaders.productById.loadMany(ids);
    const rowById = new Map(
      rows
        .filter((row): row is ProductRow => row !== null && !(row instanceof Error))
        .map((row) => [row.id, row]),
    );
    return Promise.all(
      options.map(async (option) => {
        const shown = option.selections.filter((selection) => products.has(selection.productId));
        const defaults = orderableDefaults(option.type, shown, (selection) =>
          hasStockToSell(rowById.get(selection.productId)!),
        );
        return {
          id: String(option.id),
          label: option.title[services.locale] ?? '',
          required: option.isRequired,
          type: option.type,
          values: await Promise.all(
            shown.map(async (selection) => {
              const row = rowById.get(selection.productId)!;
              return {
                value: String(selection.id),
                label: row.name,
                defaultQuantity: selection.defaultQty,
                userDefinedQuantity: selection.canChangeQty,
                isDefault: defaults.has(selection.id),
                prices: (await pricesOf(services, row)).prices,
                product: products.get(selection.productId)!,
              };
            }),
          ),
        };
      }),
    );
  },
  priceSheet: async (parent, _args, context) => {
    const services = servicesOf(context);
    const row = await rowOf(services, parent);
    return priceSheetOutput(
      buildPriceSheet(
        await sheetParts(services, row),
        await services.loaders.customOptions.load(row.id),
        services.customerGroupId,
        services.config,
      ),
    );
  },
  groupedItems: async (parent, _args, context) => {
    const services = servicesOf(context);
    const links = (await services.loaders.links.load(Number(parent.id))).filter(
      (link) => link.kind === 'grouped',
    );
    const products = new Map(
      (
        await productsByIds(
          context,
          links.map((link) => link.childId),
        )
      ).map((product) => [Number(product.id), product]),
    );
    return links
      .filter((link) => products.has(link.childId))
      .map((link) => ({
        qty: link.qty,
        position: link.position,
        product: products.get(link.childId)!,
      }));
  },
  downloadableLinks: async (parent, _args, context) => {
    const services = servicesOf(context);
    const links = await services.loaders.downloadableLinks.load(Number(parent.id));
    return links.map((link) => ({
      id: String(link.id),
      title: link.title[services.locale] ?? '',
      // The shop's own sample route (decision 0762), relative to the base URL: never the image route.
      sampleUrl: link.sampleUrl ? `downloads/sample/${link.id}` : null,
      price: toPrice(link.price, services.config),
    }));
  },
  breadcrumbs: async (parent, _args, context) => {
    const services = servicesOf(context);
    const categories = await services.loaders.productCategories.load(Number(parent.id));
    // The deepest category of the tree (not the Nouveautés / Promotions shortcuts) gives the trail.
    const deepest = categories
      .filter(
        (category) =>
          category.categoryId !== newArrivalsCategoryId &&
          category.categoryId !== promotionsCategoryId,
      )
      .sort((a, b) => b.level - a.level)[0];
    if (!deepest) return [];
    const ids = deepest.path.split('/').map(Number).slice(2);
    const rows = await services.loaders.categoryById.loadMany(ids);
    return rows.flatMap((row) =>
      row && !(row instanceof Error) ? [{ name: row.name, path: `/${row.urlPath}` }] : [],
    );
  },
  alternates: async (parent, _args, context) => {
    const services = servicesOf(context);
    const row = await rowOf(services, parent);
    if (row.visibility === 1) return [];
    const rows = await selectRows<{ locale: string; urlKey: string }>(
      services.db,
      sql`SELECT locale, url_key AS "urlKey" FROM product_locale WHERE product_id = ${row.id} ORDER BY locale DESC`,
    );
    return rows.map((item) => ({ locale: item.locale, path: `/${item.urlKey}` }));
  },
  relatedProducts: async (parent, _args, context) => {
    const services = servicesOf(context);
    const links = (await services.loaders.links.load(Number(parent.id))).filter(
      (link) => link.kind === 'related',
    );
    return productsByIds(
      context,
      links.map((link) => link.childId),
    );
  },
  cacheControl: (_parent, _args, context) => cacheControlOf(servicesOf(context).config, 'product'),
};

const skuSchema = z.object({ sku: z.string().trim().min(1).max(64) });
const skusSchema = z.object({ skus: z.array(z.string().trim().min(1).max(64)).max(100) });

export const productResolvers: Resolvers = {
  Query: {
    product: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { sku } = parseInput(skuSchema, args, services.locale);
      const row = await services.loaders.productBySku.load(sku);
      return row ? toProductParent(context, row) : null;
    },
    products: async (_parent, args, context) => {
      const services = servicesOf(context);
      const { skus } = parseInput(skusSchema, args, services.locale);
      const rows = await services.loaders.productBySku.loadMany(skus);
      return rows
        .filter((row): row is ProductRow => row !== null && !(row instanceof Error))
        .map((row) => toProductParent(context, row));
    },
  },
  Product: productFields,
  ProductOverview: {
    reviews: (parent, args, context) =>
      reviewsLayer(servicesOf(context), (parent as { productId?: number }).productId ?? 0, args),
  },
};
