import { type StaticHandlerContext } from 'react-router';

import { type SiteLocale } from '../i18n/locales';
import { pageHeadHtml } from './headHtml';
import { type HeadInput, pageHeadOf } from './pageHead';
import { headSite } from './siteInput';

/**
 * The head the server writes for a rendered page: the matched screen's title and head markup (meta,
 * canonical, its own alternates, JSON-LD with the CSP nonce); `null` for error pages and screens without a
 * head, which keep the shell's title.
 */
export function serverPageHead(
  context: StaticHandlerContext,
  site: {
    locale: SiteLocale;
    publicUrl: string;
    baseUrl: string;
    /** The page's path inside the app. */
    pathname: string;
    nonce?: string;
  },
): { title: string; html: string; ownAlternates: boolean } | null {
  if (context.statusCode >= 500 || context.errors) return null;
  const rootId = context.matches[0]?.route.id ?? '';
  const shop = (context.loaderData[rootId] as { shop?: HeadInput<unknown>['shop'] } | undefined)
    ?.shop;
  if (!shop) return null;
  const head = pageHeadOf(context.matches, context.loaderData, headSite({ shop, ...site }));
  if (!head) return null;
  // The screen's own alternates are marked like the rest of its head, so that the client's DocumentHead
  // recognises them after hydration instead of adding a second set.
  return {
    title: head.title,
    html: pageHeadHtml(head, site.nonce),
    ownAlternates: head.alternates !== undefined,
  };
}
