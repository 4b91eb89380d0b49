/**
 * The demo catalogue in memory: the rows mirror the tables of src/db/schema.ts; src/seed/seed.ts inserts them
 * in batches.
 */
import type { LocalizedText, ProductType } from '../../db/schema';
import type { CategorySeed } from '../catalogData';

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
