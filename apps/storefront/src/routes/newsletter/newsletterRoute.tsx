/**
 * `/newsletter` (spec §2, issue 17 item 4): personal — its addresses carry tokens and its answers are the
 * visitor's own — so never stored by the HTML cache (decision 0854) and not indexed.
 */
import { NewsletterWordingQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { privateQuery } from '../checkout/privateQuery';
import { newsletterAction } from './newsletterAction';
import { type NewsletterData, NewsletterScreen } from './NewsletterScreen';

const titles = { 'fr-FR': 'Newsletter', 'en-GB': 'Newsletter' } satisfies Record<
  SiteLocale,
  string
>;

export function newsletterRoute(): LazyScreenRoute {
  return {
    loader: async ({ context }: LoaderFunctionArgs): Promise<NewsletterData> => {
      const { newsletterConsentWording } = await privateQuery(
        context,
        NewsletterWordingQueryDocument,
        {},
      );
      return { wording: newsletterConsentWording };
    },
    action: newsletterAction,
    Component: NewsletterScreen,
    handle: personalPageHandle(titles),
  };
}
