import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from 'react-router';

import { headHandle } from '../../seo/pageHead';
import { cmsPageData, type CmsPageData } from './cmsPageData';
import { CmsPageScreen } from './CmsPageScreen';
import { contentPageHead } from './contentPageHead';

function CmsPageRoute() {
  return <CmsPageScreen data={useLoaderData<CmsPageData>()} />;
}

/** A route showing one CMS page by identifier (spec §2: `/rgpd/`, the terms pages). */
export function cmsPageRoute(identifier: string): Omit<RouteObject, 'index' | 'path' | 'children'> {
  return {
    loader: ({ context }: LoaderFunctionArgs) => cmsPageData(context, identifier),
    Component: CmsPageRoute,
    handle: headHandle(contentPageHead),
  };
}
