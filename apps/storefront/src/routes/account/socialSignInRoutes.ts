/**
 * Social sign-in's pages and data (issue 15 item 4; decision 0756): the providers that are on, for the
 * buttons of /login and /register, and `/login/social/link` | `/login/social/terms`, the pages of a sign-in
 * waiting for the customer. Personal pages, never cached.
 */
import { SocialSignInProvidersQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs } from 'react-router';

import { shopClientOf } from '../../data/shopClient';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { type SocialProvidersData } from './SocialSignInButtons';
import { SocialLinkScreen, SocialTermsScreen } from './SocialSignInScreens';

/** The providers that are on; none when the query fails (the page still signs in with a password). */
export async function socialProvidersLoader({
  context,
}: LoaderFunctionArgs): Promise<SocialProvidersData> {
  const result = await shopClientOf(context)
    .query(SocialSignInProvidersQueryDocument, {})
    .toPromise();
  return { socialProviders: result.data?.socialSignInProviders ?? [] };
}

const titles = {
  link: { 'fr-FR': 'Relier votre compte', 'en-GB': 'Link your account' },
  terms: { 'fr-FR': 'Créer votre compte', 'en-GB': 'Create your account' },
};

// A loader, so that the server renders the page like the others (nothing to load).
const nothing = () => null;

/** `/login/social/link`: the password of the account the provider's e-mail belongs to. */
export function socialLinkRoute(): LazyScreenRoute {
  return {
    loader: nothing,
    Component: SocialLinkScreen,
    handle: personalPageHandle(titles.link),
  };
}

/** `/login/social/terms`: the CGV of a new account. */
export function socialTermsRoute(): LazyScreenRoute {
  return {
    loader: nothing,
    Component: SocialTermsScreen,
    handle: personalPageHandle(titles.terms),
  };
}
