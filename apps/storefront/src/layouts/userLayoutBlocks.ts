import { FooterBlocksQueryDocument, type FooterBlocksQueryQuery } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { queryData } from '../data/queryData';

/** The account pages' configured CMS blocks (spec §2 "account page top and left blocks"). */
export const accountTopBlockIdentifier = 'account-top';
export const accountLeftBlockIdentifier = 'account-left';

export type AccountBlock = FooterBlocksQueryQuery['cmsBlockList'][number];

/** What the /user layout's loader returns: its two blocks, each `null` when it is missing or unreadable. */
export interface UserLayoutData {
  top: AccountBlock | null;
  left: AccountBlock | null;
}

/**
 * Loader of the /user layout: the account blocks, read once for the area (the layout does not revalidate).
 * A block that cannot be read leaves the account pages as they are rather than failing them.
 */
export async function userLayoutLoader({ context }: LoaderFunctionArgs): Promise<UserLayoutData> {
  try {
    const { cmsBlockList } = await queryData(context, FooterBlocksQueryDocument, {
      identifiers: [accountTopBlockIdentifier, accountLeftBlockIdentifier],
    });
    const find = (identifier: string) =>
      cmsBlockList.find((block) => block.identifier === identifier) ?? null;
    return { top: find(accountTopBlockIdentifier), left: find(accountLeftBlockIdentifier) };
  } catch (error) {
    console.error('The account blocks could not be read', error);
    return { top: null, left: null };
  }
}
