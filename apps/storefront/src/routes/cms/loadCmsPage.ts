import { CmsPageQueryDocument, type CmsPageFragmentFragment } from '@truffe/graphql/documents';

import { queryData } from '../../data/queryData';

export type CmsPage = CmsPageFragmentFragment;

export { homeIdentifier, noRouteIdentifier } from './cmsIdentifiers';

/** A CMS page of the request's site by identifier (spec §7 CmsPageQuery: the first entry is read). */
export async function loadCmsPage(context: unknown, identifier: string): Promise<CmsPage | null> {
  const result = await queryData(context, CmsPageQueryDocument, { identifiers: [identifier] });
  return result.cmsPageList[0] ?? null;
}
