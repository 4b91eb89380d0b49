import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { headHandle } from '../../seo/headHandle';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { cmsPageData, type CmsPageData } from './cmsPageData';
import { CmsPageScreen } from './CmsPageScreen';
import { contentPageHead } from './contentPageHead';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

function CmsPageRoute() {
  return <CmsPageScreen data={useLoaderData<CmsPageData>()} />;
}

/** A route showing one CMS page by identifier (spec §2: `/rgpd/`, the terms pages). */
export function cmsPageRoute(identifier: string): LazyScreenRoute {
  return {
    loader: ({ context }: LoaderFunctionArgs) => cmsPageData(context, identifier),
    Component: CmsPageRoute,
    handle: { ...headHandle(contentPageHead), ...cacheHandle(sharedPage()) },
  };
}
