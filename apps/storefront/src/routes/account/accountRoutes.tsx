/**
 * The lazy routes of customer accounts (spec §2, issue 15): `/login`, `/register`,
 * `/account/password-request`, `/account/password-reset`, `/account/sign-out` and the `/user` dashboard. Every
 * one is personal (never cached, spec §6); each form posts to its route's action, so it works without
 * JavaScript.
 */
import { MeQueryDocument, UserOrdersQueryDocument } from '@truffe/graphql/documents';
import { type LoaderFunctionArgs, redirect } from 'react-router';

import { type SiteLocale } from '../../i18n/locales';
import { personalPageHandle } from '../../seo/personalPageHead';
import { type LazyScreenRoute } from '../category/lazyScreenRoute';
import { privateQuery } from '../checkout/privateQuery';
import {
  passwordRequestAction,
  passwordResetAction,
  registerAction,
  signInAction,
  signOutAction,
} from './accountActions';
import { accountPaths, loginRedirect } from './accountPaths';
import { safeReturnPath } from '../../data/mutationAction';
import { DashboardScreen, type DashboardData } from './DashboardScreen';
import { LoginScreen } from './LoginScreen';
import { PasswordRequestScreen } from './PasswordRequestScreen';
import { PasswordResetScreen } from './PasswordResetScreen';
import { proRegisterAction } from './proRegisterAction';
import { proRegisterLoader, ProRegisterScreen } from './ProRegisterScreen';
import { RegisterScreen } from './RegisterScreen';
import { SignOutScreen } from './SignOutScreen';
import { socialProvidersLoader } from './socialSignInRoutes';

/** A head function has no message bundle: the titles match the screens' `<h1>` messages. */
const titles = {
  login: { 'fr-FR': 'Connexion', 'en-GB': 'Sign in' },
  register: { 'fr-FR': 'Créer un compte', 'en-GB': 'Create an account' },
  registerPro: {
    'fr-FR': 'Créer un compte professionnel',
    'en-GB': 'Create a professional account',
  },
  passwordRequest: { 'fr-FR': 'Mot de passe oublié', 'en-GB': 'Forgotten password' },
  passwordReset: { 'fr-FR': 'Choisir un nouveau mot de passe', 'en-GB': 'Choose a new password' },
  signOut: { 'fr-FR': 'Déconnexion', 'en-GB': 'Sign out' },
  dashboard: { 'fr-FR': 'Mon compte', 'en-GB': 'My account' },
} satisfies Record<string, Record<SiteLocale, string>>;

// A loader, so that the server renders the page like the others (nothing to load).
const nothing = () => null;

/**
 * The loader of the sign-in and registration pages: a customer already signed in goes where it was going (a
 * same-site path) or to its dashboard; anyone else gets the social sign-in buttons that are on.
 */
function signedOutOnly(locale: SiteLocale) {
  return async (args: LoaderFunctionArgs) => {
    await leaveIfSignedIn(locale, args);
    return socialProvidersLoader(args);
  };
}

/** A customer already signed in is sent where it was going (a same-site path) or to its dashboard. */
async function leaveIfSignedIn(locale: SiteLocale, args: LoaderFunctionArgs): Promise<void> {
  const { me } = await privateQuery(args.context, MeQueryDocument, {});
  if (!me) return;
  const wanted = new URL(args.request.url).searchParams.get('redirect');
  throw redirect(safeReturnPath(wanted, accountPaths(locale).dashboard));
}

export function loginRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: signedOutOnly(locale),
    action: signInAction(locale),
    Component: LoginScreen,
    handle: personalPageHandle(titles.login),
  };
}

export function registerRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: signedOutOnly(locale),
    action: registerAction(locale),
    Component: RegisterScreen,
    handle: personalPageHandle(titles.register),
  };
}

/**
 * `/register/pro` (issue 15 item 3): the professional registration, with the spec's register-pro block. Like
 * `/register`, only for a visitor: its form creates another account and signs in with it, so a signed-in
 * customer (pending or approved pro included) goes to its dashboard, which says its professional status.
 */
export function proRegisterRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    async loader(args: LoaderFunctionArgs) {
      await leaveIfSignedIn(locale, args);
      return proRegisterLoader(args);
    },
    action: proRegisterAction(locale),
    Component: ProRegisterScreen,
    handle: personalPageHandle(titles.registerPro),
  };
}

export function passwordRequestRoute(): LazyScreenRoute {
  return {
    loader: nothing,
    action: passwordRequestAction(),
    Component: PasswordRequestScreen,
    handle: personalPageHandle(titles.passwordRequest),
  };
}

export function passwordResetRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    loader: nothing,
    action: passwordResetAction(locale),
    Component: PasswordResetScreen,
    handle: personalPageHandle(titles.passwordReset),
  };
}

/**
 * `/account/sign-out`: a signed-in customer's visit asks to confirm with the button; a visitor has nothing to
 * sign out of and goes to the sign-in page.
 */
export function signOutRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    async loader({ context }: LoaderFunctionArgs) {
      const { me } = await privateQuery(context, MeQueryDocument, {});
      if (!me) throw redirect(accountPaths(locale).login);
      return null;
    },
    action: signOutAction(locale),
    Component: SignOutScreen,
    handle: personalPageHandle(titles.signOut),
  };
}

/**
 * `/user`: the signed-in customer (`me`, from the network) with its last three orders, or `/login?redirect=…`
 * for a visitor.
 */
export function dashboardRoute(locale: SiteLocale): LazyScreenRoute {
  return {
    async loader({ context, request }: LoaderFunctionArgs): Promise<DashboardData> {
      const { me } = await privateQuery(context, UserOrdersQueryDocument, { page: 1, pageSize: 3 });
      if (!me) throw redirect(loginRedirect(locale, request.url));
      return { me };
    },
    Component: DashboardScreen,
    handle: personalPageHandle(titles.dashboard),
  };
}
