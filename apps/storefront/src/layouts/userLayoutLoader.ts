import { FooterBlocksQueryDocument, type FooterBlocksQueryQuery } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { hasSignedInHint } from '../components/account/signedInHint';
import { isServerLoaderContext } from '../data/loaderContext';
import { queryData } from '../data/queryData';
import { documentCookie } from '../platform/documentCookie';

/** The account pages' configured CMS blocks (spec §2 "account page top and left blocks"). */
export const accountTopBlockIdentifier = 'account-top';
export const accountLeftBlockIdentifier = 'account-left';

export type AccountBlock = FooterBlocksQueryQuery['cmsBlockList'][number];

/** What the /user layout's loader returns. */
export interface UserLayoutData {
  /**
   * A customer is signed in: the layout shows the account menu, sign-out and blocks. The area's public pages
   * (terms of sale, purchase conditions) are read by visitors too, who get the page alone.
   */
  signedIn: boolean;
  /** The two blocks, each `null` when it is missing or unreadable (or for a visitor). */
  top: AccountBlock | null;
  left: AccountBlock | null;
}

/**
 * On the server the request's session cookie (the /user area is personal, never cached); in the browser, which
 * runs this loader when the shopper enters the area, the signed-in hint.
 */
function signedInViewer(context: unknown): boolean {
  if (isServerLoaderContext(context)) return context.signedIn === true;
  return typeof document !== 'undefined' && hasSignedInHint(documentCookie());
}

/**
 * Loader of the /user layout: whether a customer is signed in and the account blocks, read once for the area
 * (the layout does not revalidate). A block that cannot be read leaves the account pages as they are rather
 * than failing them.
 */
export async function userLayoutLoader({ context }: LoaderFunctionArgs): Promise<UserLayoutData> {
  const signedIn = signedInViewer(context);
  if (!signedIn) return { signedIn, top: null, left: null };
  try {
    const { cmsBlockList } = await queryData(context, FooterBlocksQueryDocument, {
      identifiers: [accountTopBlockIdentifier, accountLeftBlockIdentifier],
    });
    const find = (identifier: string) =>
      cmsBlockList.find((block) => block.identifier === identifier) ?? null;
    return {
      signedIn,
      top: find(accountTopBlockIdentifier),
      left: find(accountLeftBlockIdentifier),
    };
  } catch (error) {
    console.error('The account blocks could not be read', error);
    return { signedIn, top: null, left: null };
  }
}
