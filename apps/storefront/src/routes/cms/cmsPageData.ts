import { data } from 'react-router';

import { type CmsPage, loadCmsPage, noRouteIdentifier } from './loadCmsPage';

/** What a content page route returns. */
export interface CmsPageData {
  kind: 'cms-page';
  page: CmsPage;
  /** The page stands for an unknown address (the no-route page, HTTP 404). */
  notFound: boolean;
}

/** The shell's 404 (no CMS page to show at all). */
function shellNotFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * The not-found page of spec §2: the no-route CMS page shown as a content page, with HTTP 404; the shell's
 * 404 when even that page is missing.
 */
export async function notFoundPage(context: unknown) {
  const page = await loadCmsPage(context, noRouteIdentifier);
  if (!page) shellNotFound();
  return data<CmsPageData>({ kind: 'cms-page', page, notFound: true }, { status: 404 });
}

/** A content page by identifier, or the not-found page. */
export async function cmsPageData(context: unknown, identifier: string) {
  const page = await loadCmsPage(context, identifier);
  if (!page) return notFoundPage(context);
  return { kind: 'cms-page', page, notFound: false } satisfies CmsPageData;
}
