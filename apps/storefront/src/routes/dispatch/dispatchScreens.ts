import { type ComponentType } from 'react';

import { type CategoryScreenData } from '../category/CategoryScreen';
import { type CmsPageData } from '../cms/cmsPageData';
import { type SiteLocale } from '../../i18n/locales';
import { importOnce } from '../../platform/importOnce';
import { type ProductScreenData } from '../product/ProductScreen';

/** What the entity dispatch of a URL shows (spec §2 "Entity dispatch for a URL"). */
export type DispatchData =
  | CmsPageData
  | { kind: 'category'; screen: CategoryScreenData }
  | { kind: 'product'; screen: ProductScreenData };

export type ScreenKind = DispatchData['kind'];

export interface DispatchOptions {
  locale: SiteLocale;
  /** Mount path of the app ('/' or '/shop/'). */
  baseUrl: string;
}

type Screen = ComponentType<{ data: never }>;

/**
 * The screens' modules (spec §2: category, product, cms-page), each its own chunk, imported once: the dispatch
 * loader (every catalogue page) reads their loaders from them, and a dynamic import of a loaded module still
 * resolves its specifier on each call (decision 0905).
 */
export const categoryScreenModule = importOnce(() => import('../category/CategoryScreen'));
export const productScreenModule = importOnce(() => import('../product/ProductScreen'));
const cmsPageScreenModule = importOnce(() => import('../cms/CmsPageScreen'));

/**
 * The lazy screens' components. The dispatch loader imports the one it needs before returning; in the
 * browser, the screen of the server-rendered page is imported before hydration (dispatchRoute.tsx), so the
 * component never suspends.
 */
const screenImports: Record<ScreenKind, () => Promise<Screen>> = {
  category: () => categoryScreenModule().then((module) => module.CategoryScreen as Screen),
  product: () => productScreenModule().then((module) => module.ProductScreen as Screen),
  'cms-page': () => cmsPageScreenModule().then((module) => module.CmsPageScreen as Screen),
};

const loadedScreens = new Map<ScreenKind, Screen>();

export async function loadScreen(kind: ScreenKind): Promise<void> {
  if (!loadedScreens.has(kind)) loadedScreens.set(kind, await screenImports[kind]());
}

export function loadedScreen(kind: ScreenKind): Screen | undefined {
  return loadedScreens.get(kind);
}

export function isScreenKind(value: unknown): value is ScreenKind {
  return typeof value === 'string' && value in screenImports;
}
