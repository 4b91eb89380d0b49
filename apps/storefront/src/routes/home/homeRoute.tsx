import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { headHandle } from '../../seo/headHandle';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { cmsPageData, type CmsPageData } from '../cms/cmsPageData';
import { CmsPageScreen } from '../cms/CmsPageScreen';
import { contentPageHead } from '../cms/contentPageHead';
import { homeIdentifier } from '../cms/cmsIdentifiers';
import { cacheHandle, sharedPage } from '../../data/cachePolicy';

function HomeScreen() {
  return <CmsPageScreen data={useLoaderData<CmsPageData>()} />;
}

/**
 * The home page (spec §2 `/`, exact): the CMS page whose identifier is `home`, with its Page Builder
 * content (slider, product grids, map). `/home` is redirected here by the entity dispatch.
 */
export function homeRoute(): LazyScreenRoute {
  return {
    loader: ({ context }: LoaderFunctionArgs) => cmsPageData(context, homeIdentifier),
    Component: HomeScreen,
    handle: { ...headHandle(contentPageHead), ...cacheHandle(sharedPage()) },
  };
}
