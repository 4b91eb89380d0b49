import { FooterBlocksQueryDocument, type FooterBlocksQueryQuery } from '@truffe/graphql/documents';

import { hasSignedInHint } from '../../components/account/signedInHint';
import { documentCookie } from '../../platform/documentCookie';
import { deferData } from '../deferred/deferData';
import { isServerLoaderContext } from '../loaderContext';
import {
  loadCategoryMenu,
  loadMenuFeatured,
  type MenuCategory,
  type MenuFeaturedProduct,
} from '../menu/categoryMenu';
import { footerBlocksDeferredId, menuFeaturedDeferredId } from '../mainLayoutDeferredIds';
import { queryData } from '../queryData';

export type FooterBlock = FooterBlocksQueryQuery['cmsBlockList'][number];

/** The footer's configured CMS blocks for everyone (spec §2). */
export const footerBlockIdentifiers = ['footer-contact', 'footer-news'];

/** The footer's links block for signed-in customers (spec §2 and §6: extra footer links). */
export const signedInFooterBlockIdentifier = 'footer-links-authenticated';

/**
 * Whether the page is a signed-in customer's: on the server its session cookie (such a page is personal, never
 * cached: server/viewer.ts); in the browser, which loads the layout's data only for a page it renders from
 * scratch or after a standalone page (a sign-in), the signed-in hint.
 */
function signedInPage(context: unknown): boolean {
  if (isServerLoaderContext(context)) return context.signedIn === true;
  return typeof document !== 'undefined' && hasSignedInHint(documentCookie());
}

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
  const identifiers = signedInPage(context)
    ? [...footerBlockIdentifiers, signedInFooterBlockIdentifier]
    : footerBlockIdentifiers;
  const blocks = queryData(context, FooterBlocksQueryDocument, { identifiers }).then(
    (data) => data.cmsBlockList,
  );
  const footerBlocks = deferData(footerBlocksDeferredId, blocks);
  const categoryMenu = await loadCategoryMenu(context);
  // Started after the menu, which the first paint waits for (one embedded database answers in turn).
  const menuFeatured = deferData(menuFeaturedDeferredId, loadMenuFeatured(context));
  return { categoryMenu, menuFeatured, footerBlocks };
}
