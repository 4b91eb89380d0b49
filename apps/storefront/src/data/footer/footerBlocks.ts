import { FooterBlocksQueryDocument, type FooterBlocksQueryQuery } from '@truffe/graphql/documents';

import { deferData } from '../deferred/deferData';
import { queryData } from '../queryData';

export type FooterBlock = FooterBlocksQueryQuery['cmsBlockList'][number];

/** The footer's configured CMS blocks for visitors (spec §2); the signed-in links block comes with accounts. */
export const footerBlockIdentifiers = ['footer-contact', 'footer-news'];

/** Id of the footer blocks in the deferred data of the main layout. */
export const footerBlocksDeferredId = 'footer-blocks';

/** What the main layout's loader returns: the footer blocks, deferred (not needed for the first paint). */
export interface MainLayoutData {
  footerBlocks: Promise<FooterBlock[]>;
}

/** Loader of the main layout: starts the footer blocks' query and returns without waiting for it. */
export function loadMainLayoutData(context: unknown): MainLayoutData {
  const blocks = queryData(context, FooterBlocksQueryDocument, {
    identifiers: footerBlockIdentifiers,
  }).then((data) => data.cmsBlockList);
  return { footerBlocks: deferData(footerBlocksDeferredId, blocks) };
}
