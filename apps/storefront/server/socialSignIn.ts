/**
 * Social sign-in routes (issue 15 item 4; decision 0756), on the Express server because they are redirects
 * and cookies, not pages:
 * - `GET {base}[en/]login/social/:provider?redirect=/path` starts a sign-in: the state is stored by
 *   @truffe/commerce and also kept in this browser (`truffe_oidc_state`, HttpOnly, 10 minutes), then 303 to
 *   the provider;
 * - `GET|POST {base}login/social/:provider/callback` (POST: Apple's `form_post`) finishes it: signed in (the
 *   session cookie of a password sign-in), or sent to the page that waits for the customer (link the account
 *   with its password, or accept the CGV) with `truffe_oidc_pending`, or back to `/login` with a notice;
 * - `POST {base}[en/]login/social/link` and `…/terms` complete a waiting sign-in; the pages with those forms are
 *   React Router routes (`/login/social/link`, `/login/social/terms`) whose forms post here.
 * Every way back is a same-site path (`safeReturnPath`): no open redirect.
 */
import {
  completeSocialRegistration,
  finishSocialSignIn,
  linkSocialIdentity,
  type SocialSignInDeps,
  socialProvidersFromEnv,
  startSocialSignIn,
} from '@truffe/commerce/socialSignIn';
import { claimCartAtSignIn } from '@truffe/commerce/customers';
import type { OrderStore } from '@truffe/commerce/orders';
import express, { type Express, type Request as ExpressRequest, type Response } from 'express';

import { safeReturnPath } from '../src/data/mutationAction';
import { localizePath, type SiteLocale } from '../src/i18n/locales';
import { readCookie, takeQueuedCookies } from './editor/editorSession';
import { cartSessionOf } from './cartSession';
import { customerSessionOf, sessionTokenOf } from './customerSession';

const stateCookie = 'truffe_oidc_state';
const pendingCookie = 'truffe_oidc_pending';
const cookieLifetimeSeconds = 600;

/** Why a social sign-in came back to `/login` (the screen's `?notice=`). */
export type SocialNotice = 'socialDenied' | 'socialExpired' | 'socialFailed' | 'socialUnverified';

export interface SocialSignInOptions {
  baseUrl: string;
  /** The shop's public origin, for the callback URL registered at each provider. */
  publicUrl: string;
  production: boolean;
  env: NodeJS.ProcessEnv;
  /** The store (`options.orders` of createApp); without it nothing is mounted. */
  store: OrderStore | undefined;
}

const localeOfPrefix = (english: boolean): SiteLocale => (english ? 'en-GB' : 'fr-FR');

export function mountSocialSignIn(app: Express, options: SocialSignInOptions): void {
  const providers = socialProvidersFromEnv(options.env);
  if (!options.store || providers.length === 0) return;
  const deps: SocialSignInDeps = {
    db: options.store.db,
    shopUrl: options.store.config.url,
    providers,
    allowInsecureIssuer: !options.production,
  };
  const { baseUrl } = options;
  const publicBase = `${options.publicUrl}${baseUrl}`;
  const redirectUri = (provider: string) => `${publicBase}login/social/${provider}/callback`;
  const sitePath = (locale: SiteLocale, path: string) =>
    `${baseUrl.replace(/\/$/, '')}${localizePath(path, locale)}`;
  const loginWith = (locale: SiteLocale, notice: SocialNotice) =>
    sitePath(locale, `/login?notice=${notice}`);

  const secureFor = (req: ExpressRequest) => options.production || req.protocol === 'https';
  const cookie = (req: ExpressRequest, name: string, value: string, maxAge: number) =>
    [
      `${name}=${value}`,
      'Path=/',
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Apple answers with a cross-site POST (form_post): only a `SameSite=None` cookie comes with it.
      ...(secureFor(req) ? ['SameSite=None', 'Secure'] : ['SameSite=Lax']),
    ].join('; ');

  /**
   * The session cookie and its hint, exactly as a password sign-in sets them (server/customerSession.ts), and the
   * browser's cart claimed for the customer as a password sign-in does (decision 0758).
   */
  async function issueSession(
    req: ExpressRequest,
    res: Response,
    session: { token: string; customerId: number; remember: boolean; absoluteExpiresAt: Date },
    locale: SiteLocale,
  ) {
    const request = new Request(
      `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
      {
        headers: { cookie: req.headers.cookie ?? '' },
      },
    );
    customerSessionOf(request, options.production, req.ip).issue(session.token, {
      remember: session.remember,
      expiresAt: session.absoluteExpiresAt,
    });
    await claimCartAtSignIn(
      { db: deps.db, locale },
      cartSessionOf(request, options.production),
      session.customerId,
    );
    res.append('Set-Cookie', takeQueuedCookies(request));
  }

  /** A same-origin form only (the pending cookie is SameSite=Lax in development; belt and braces). */
  function sameOrigin(req: ExpressRequest): boolean {
    const origin = req.get('origin');
    return (
      !origin || origin === `${req.protocol}://${req.get('host')}` || origin === options.publicUrl
    );
  }

  const router = express.Router();
  // Only this router's own form posts are parsed: a router-wide parser would also read (and so empty) the
  // body of every page form posted under the base URL — the add-to-cart and review forms without JavaScript.
  const formBody = express.urlencoded({ extended: false, limit: '8kb' });

  router.get(/^\/(en\/)?login\/social\/(google|apple|facebook|test)$/, (req, res, next) => {
    const params = req.params as unknown as Record<string, string | undefined>;
    const locale = localeOfPrefix(Boolean(params[0]));
    const provider = params[1]!;
    const returnTo = safeReturnPath(req.query.redirect, '') || null;
    startSocialSignIn(deps, provider, { redirectUri: redirectUri(provider), returnTo, locale })
      .then((started) => {
        res.set('Cache-Control', 'no-store');
        if (!started) return res.redirect(303, loginWith(locale, 'socialFailed'));
        res.append('Set-Cookie', cookie(req, stateCookie, started.state, cookieLifetimeSeconds));
        return res.redirect(303, started.url.href);
      })
      .catch((error: unknown) => {
        console.error('[social sign-in] the provider could not be reached', error);
        if (!res.headersSent) res.redirect(303, loginWith(locale, 'socialFailed'));
        else next(error);
      });
  });

  const callback = (req: ExpressRequest, res: Response) => {
    const provider = String((req.params as Record<string, string>).provider);
    // form_post answers carry code and state in the body: the same checks on the same URL shape.
    const url = new URL(`${publicBase}login/social/${provider}/callback`);
    const source = req.method === 'POST' ? (req.body as Record<string, unknown>) : req.query;
    for (const name of ['code', 'state', 'error', 'error_description', 'iss'])
      if (typeof source[name] === 'string') url.searchParams.set(name, source[name]);
    finishSocialSignIn(deps, provider, url, {
      boundState: readCookie(req.headers.cookie, stateCookie) ?? undefined,
      redirectUri: redirectUri(provider),
      previousSessionToken: sessionTokenOf(req.headers.cookie),
    })
      .then(async (outcome) => {
        res.set('Cache-Control', 'no-store');
        res.append('Set-Cookie', cookie(req, stateCookie, '', 0));
        const locale = outcome.locale ?? 'fr-FR';
        if (outcome.kind === 'signedIn') {
          await issueSession(req, res, outcome.session, locale);
          return res.redirect(303, safeReturnPath(outcome.returnTo, sitePath(locale, '/user')));
        }
        if (outcome.kind === 'awaiting') {
          res.append(
            'Set-Cookie',
            cookie(req, pendingCookie, outcome.pendingToken, cookieLifetimeSeconds),
          );
          return res.redirect(303, sitePath(locale, `/login/social/${outcome.awaiting}`));
        }
        const notice: SocialNotice =
          outcome.reason === 'denied'
            ? 'socialDenied'
            : outcome.reason === 'expired' || outcome.reason === 'badState'
              ? 'socialExpired'
              : outcome.reason === 'unverifiedEmail'
                ? 'socialUnverified'
                : 'socialFailed';
        return res.redirect(303, loginWith(locale, notice));
      })
      .catch((error: unknown) => {
        console.error('[social sign-in] callback failed', error);
        res.redirect(303, loginWith('fr-FR', 'socialFailed'));
      });
  };
  router.get('/login/social/:provider/callback', callback);
  router.post('/login/social/:provider/callback', formBody, callback);

  router.post(/^\/(en\/)?login\/social\/(link|terms)$/, formBody, (req, res) => {
    const params = req.params as unknown as Record<string, string | undefined>;
    const locale = localeOfPrefix(Boolean(params[0]));
    const step = params[1] as 'link' | 'terms';
    res.set('Cache-Control', 'no-store');
    if (!sameOrigin(req)) {
      res.status(403).send('Cross-site form refused');
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const pendingToken = readCookie(req.headers.cookie, pendingCookie) ?? undefined;
    const work =
      step === 'link'
        ? linkSocialIdentity(
            deps,
            pendingToken,
            { password: typeof body.password === 'string' ? body.password : '', locale },
            { clientAddress: req.ip, previousSessionToken: sessionTokenOf(req.headers.cookie) },
          )
        : completeSocialRegistration(
            deps,
            pendingToken,
            {
              acceptCgv: body.acceptCgv === 'on',
              newsletter: body.newsletter === 'on',
              locale,
            },
            { previousSessionToken: sessionTokenOf(req.headers.cookie) },
          );
    work
      .then(async (result) => {
        if (result.ok) {
          res.append('Set-Cookie', cookie(req, pendingCookie, '', 0));
          await issueSession(req, res, result.session, locale);
          return res.redirect(303, safeReturnPath(result.returnTo, sitePath(locale, '/user')));
        }
        if (result.reason === 'expired') {
          res.append('Set-Cookie', cookie(req, pendingCookie, '', 0));
          return res.redirect(303, loginWith(locale, 'socialExpired'));
        }
        const error = step === 'link' ? 'password' : 'cgv';
        return res.redirect(303, sitePath(locale, `/login/social/${step}?error=${error}`));
      })
      .catch((error: unknown) => {
        console.error('[social sign-in] completion failed', error);
        res.redirect(303, loginWith(locale, 'socialFailed'));
      });
  });

  app.use(baseUrl, router);
}
