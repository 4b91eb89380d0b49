import { HeaderMenuQueryDocument, type HeaderMenuQueryQuery } from '@truffe/graphql/documents';

import { queryData } from '../queryData';

/**
 * A top category of the header menu, with its children (paths without the site prefix) and the first product
 * of its listing, whose picture the desktop panel shows.
 */
export type MenuCategory = HeaderMenuQueryQuery['categoryMenu'][number];

/**
 * The header's category menu (issue 20): the catalogue's top categories shown in the menu and their
 * children. Public catalogue data, the same for every visitor: it is rendered into the shared (cached) pages,
 * and awaited so that the menu is in the HTML without JavaScript. A failure leaves the header without a menu
 * rather than failing the page.
 */
export async function loadCategoryMenu(context: unknown): Promise<MenuCategory[]> {
  try {
    return (await queryData(context, HeaderMenuQueryDocument, {})).categoryMenu;
  } catch (error) {
    console.error(error);
    return [];
  }
}
