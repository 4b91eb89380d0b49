import {
  CategoryMenuQueryDocument,
  type CategoryMenuQueryQuery,
  MenuFeaturedQueryDocument,
} from '@truffe/graphql/documents';

import { queryData } from '../queryData';

/** A top category of the header menu, with its children (paths without the site prefix). */
export type MenuCategory = CategoryMenuQueryQuery['categoryMenu'][number];

/** The product a top category's desktop panel pictures: the first of its listing. */
export interface MenuFeaturedProduct {
  sku: string;
  name: string;
  path: string;
  imageUrl: string;
}

/**
 * The header's category menu (issue 20): the catalogue's top categories shown in the menu and their
 * children. Public catalogue data, the same for every visitor: it is rendered into the shared (cached) pages,
 * and awaited so that the menu is in the HTML without JavaScript. A failure leaves the header without a menu
 * rather than failing the page.
 */
export async function loadCategoryMenu(context: unknown): Promise<MenuCategory[]> {
  try {
    return (await queryData(context, CategoryMenuQueryDocument, {})).categoryMenu;
  } catch (error) {
    console.error(error);
    return [];
  }
}

/**
 * The desktop panels' pictures, by top category id: one listing per top category, so deferred (streamed after
 * the shell) rather than awaited — the menu works without them.
 */
export async function loadMenuFeatured(
  context: unknown,
): Promise<Record<string, MenuFeaturedProduct>> {
  const { categoryMenu } = await queryData(context, MenuFeaturedQueryDocument, {});
  const featured: Record<string, MenuFeaturedProduct> = {};
  for (const category of categoryMenu) {
    const product = category.products.items[0];
    if (product?.imageUrl) featured[category.id] = { ...product, imageUrl: product.imageUrl };
  }
  return featured;
}
