import { FooterBlocksQueryDocument, type FooterBlocksQueryQuery } from '@truffe/graphql/documents';

import { deferData } from '../deferred/deferData';
import {
  loadCategoryMenu,
  loadMenuFeatured,
  type MenuCategory,
  type MenuFeaturedProduct,
} from '../menu/categoryMenu';
import { footerBlocksDeferredId, menuFeaturedDeferredId } from '../mainLayoutDeferredIds';
import { queryData } from '../queryData';

export type FooterBlock = FooterBlocksQueryQuery['cmsBlockList'][number];

/** The footer's configured CMS blocks for visitors (spec §2); the signed-in links block comes with accounts. */
export const footerBlockIdentifiers = ['footer-contact', 'footer-news'];

/**
 * What the main layout's loader returns: the header's category menu (awaited: part of the first paint); the
 * menu's pictures and the footer blocks, deferred (not needed for the first paint).
 */
export interface MainLayoutData {
  categoryMenu: MenuCategory[];
  menuFeatured: Promise<Record<string, MenuFeaturedProduct>>;
  footerBlocks: Promise<FooterBlock[]>;
}

/** Loader of the main layout: starts the deferred queries, waits for the category menu only. */
export async function loadMainLayoutData(context: unknown): Promise<MainLayoutData> {
  const blocks = queryData(context, FooterBlocksQueryDocument, {
    identifiers: footerBlockIdentifiers,
  }).then((data) => data.cmsBlockList);
  const footerBlocks = deferData(footerBlocksDeferredId, blocks);
  const categoryMenu = await loadCategoryMenu(context);
  // Started after the menu, which the first paint waits for (one embedded database answers in turn).
  const menuFeatured = deferData(menuFeaturedDeferredId, loadMenuFeatured(context));
  return { categoryMenu, menuFeatured, footerBlocks };
}
