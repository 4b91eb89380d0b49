/**
 * `{base}[en/]account/confirm?token=…`: the confirmation link of the welcome e-mail (decision 0750), and its
 * sibling `{base}[en/]account/email-change?token=…`, the link of an e-mail change mailed to the new address
 * (decision 0923). The token is in the address: the pages are never cached, indexed nor sent on as a Referer
 * (decision 0921).
 *
 * Mail scanners and link previewers follow the links of a mail, so opening one spends nothing (decision 0926):
 * a GET (or HEAD) answers a small page in the site's language with one button, a form that posts the token to
 * the same address and works without JavaScript; an unknown, used or expired link says so at once (410). The
 * POST, a same-origin form post like every other of the shop's (server/pageForm.ts), does the work:
 * - the confirmation confirms the address with `verifyEmail` (single use, 7 days), so a customer's guest orders
 *   join the account (decision 0761);
 * - the change makes the change (`confirmEmailChange`: single use, 24 hours, the address still free) and ends
 *   the account's other sessions (this browser's stays, when it is signed in to that account);
 * and answers the same kind of page; an unusable link or an address taken meanwhile says so (410, 409), and
 * nothing changes.
 */
import {
  confirmEmailChange,
  CustomerError,
  customerDepsOf,
  customerMessage,
  emailChangeLinkIsLive,
  emailChangePath,
  readSession,
  verificationLinkIsLive,
  verifyEmail,
} from '@truffe/commerce/customers';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express, type NextFunction, type Request, type Response } from 'express';

import { localizePath, type SiteLocale } from '../src/i18n/locales';
import { sessionTokenOf } from './customerSession';
import { isSameOriginPost, readFormBody } from './pageForm';
import { sendBadInputPage } from './platform/badInput';
import { sendCrossSitePostPage } from './platform/crossSitePost';
import { sendStaticPage, type StaticPageOptions } from './platform/staticPage';

interface LinkWords {
  /** The page of the link: what the button does. */
  ask: { title: string; text: string; button: string };
  done: { title: string; text: string };
  refusedTitle: string;
}

const texts: Record<
  SiteLocale,
  { confirm: LinkWords; change: LinkWords; account: string; home: string }
> = {
  'fr-FR': {
    confirm: {
      ask: {
        title: 'Confirmez votre adresse e-mail',
        text: 'Pour confirmer l’adresse e-mail de votre compte, appuyez sur le bouton ci-dessous.',
        button: 'Confirmer mon adresse e-mail',
      },
      done: {
        title: 'Adresse e-mail confirmée',
        text: 'Merci\u202f! Votre adresse e-mail est confirmée. Les commandes passées sans compte avec cette adresse apparaissent désormais dans votre compte.',
      },
      refusedTitle: 'Lien de confirmation non valide',
    },
    change: {
      ask: {
        title: 'Confirmez votre nouvelle adresse e-mail',
        text: 'Pour que cette adresse devienne celle de votre compte, appuyez sur le bouton ci-dessous. Vos autres appareils seront alors déconnectés.',
        button: 'Confirmer la nouvelle adresse',
      },
      done: {
        title: 'Adresse e-mail changée',
        text: 'C’est fait\u202f: cette adresse est désormais celle de votre compte, et vous vous connectez avec elle. Vos autres appareils sont déconnectés.',
      },
      refusedTitle: 'Adresse e-mail inchangée',
    },
    account: 'Mon compte',
    home: 'Retour à l’accueil',
  },
  'en-GB': {
    confirm: {
      ask: {
        title: 'Confirm your e-mail address',
        text: 'To confirm the e-mail address of your account, press the button below.',
        button: 'Confirm my e-mail address',
      },
      done: {
        title: 'E-mail address confirmed',
        text: 'Thank you! Your e-mail address is confirmed. Orders placed without an account with this address now appear in your account.',
      },
      refusedTitle: 'Confirmation link not valid',
    },
    change: {
      ask: {
        title: 'Confirm your new e-mail address',
        text: 'To make this address the one of your account, press the button below. Your other devices will then be signed out.',
        button: 'Confirm the new address',
      },
      done: {
        title: 'E-mail address changed',
        text: 'Done: this address is now the one of your account, and you sign in with it. Your other devices are signed out.',
      },
      refusedTitle: 'E-mail address unchanged',
    },
    account: 'My account',
    home: 'Back to the home page',
  },
};

/** What one kind of link checks without spending it, and what its button does. */
interface LinkKind {
  path: string;
  words: (locale: SiteLocale) => LinkWords;
  isLive: (token: string) => Promise<boolean>;
  invalidMessage: 'verificationTokenInvalid' | 'emailChangeTokenInvalid';
  /** Spends the link; a refusal is a `CustomerError`. */
  use: (req: Request, token: string) => Promise<void>;
  /** The status of a refusal of {@link LinkKind.use}. */
  refusalStatus: (error: CustomerError) => number;
}

export function mountEmailConfirmation(
  app: Express,
  page: StaticPageOptions,
  store: OrderStore | undefined,
) {
  if (!store) return;
  const deps = () => customerDepsOf(store);
  const kinds: LinkKind[] = [
    {
      path: 'account/confirm',
      words: (locale) => texts[locale].confirm,
      isLive: (token) => verificationLinkIsLive(deps(), { token }),
      invalidMessage: 'verificationTokenInvalid',
      use: async (_req, token) => {
        await verifyEmail(deps(), { token });
      },
      refusalStatus: () => 410,
    },
    {
      path: emailChangePath.slice(1),
      words: (locale) => texts[locale].change,
      isLive: (token) => emailChangeLinkIsLive(deps(), { token }),
      invalidMessage: 'emailChangeTokenInvalid',
      use: async (req, token) => {
        // This browser stays signed in when its session is the account's (the service ends the others).
        const signedIn = await readSession(deps(), sessionTokenOf(req.headers.cookie));
        await confirmEmailChange(deps(), { token, keepSessionId: signedIn?.session.id ?? null });
      },
      refusalStatus: (error) => (error.messageId === 'emailChangeAddressTaken' ? 409 : 410),
    },
  ];

  const mount = (kind: LinkKind, prefix: string, locale: SiteLocale) => {
    const action = `${page.baseUrl}${prefix}${kind.path}`;
    const words = kind.words(locale);
    // GET and HEAD: the page of the button; nothing is spent.
    app.get(action, async (req, res, next) => {
      const answer = pageAnswer(req, res, page, locale);
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      try {
        if (!(await kind.isLive(token)))
          return answer(410, words.refusedTitle, customerMessage(locale, kind.invalidMessage));
        answer(200, words.ask.title, words.ask.text, {
          action,
          fields: { token },
          button: words.ask.button,
        });
      } catch (error) {
        next(error);
      }
    });
    // POST: the button, from our own page only.
    app.post(action, async (req: Request, res: Response, next: NextFunction) => {
      if (!isSameOriginPost(req)) return sendCrossSitePostPage(req, res, page, null);
      const answer = pageAnswer(req, res, page, locale);
      try {
        const body = await readFormBody(req);
        if (body === 'too-large') {
          res.setHeader('Connection', 'close');
          return sendBadInputPage(req, res, page, 413);
        }
        const token = new URLSearchParams(body ?? '').get('token') ?? '';
        try {
          await kind.use(req, token);
        } catch (error) {
          if (!(error instanceof CustomerError)) throw error;
          return answer(kind.refusalStatus(error), words.refusedTitle, error.translate(locale));
        }
        answer(200, words.done.title, words.done.text);
      } catch (error) {
        next(error);
      }
    });
  };
  for (const kind of kinds) {
    mount(kind, '', 'fr-FR');
    mount(kind, 'en/', 'en-GB');
  }
}

/** A small page of these links in the site's language: never cached, indexed nor sent on as a Referer. */
function pageAnswer(req: Request, res: Response, page: StaticPageOptions, locale: SiteLocale) {
  const words = texts[locale];
  const account = {
    href: `${page.baseUrl.replace(/\/$/, '')}${localizePath('/user', locale)}`,
    label: words.account,
  };
  const headers = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };
  return (
    status: number,
    title: string,
    text: string,
    form?: { action: string; fields: Record<string, string>; button: string },
  ) =>
    sendStaticPage(req, res, page, {
      status,
      title,
      text,
      homeLabel: words.home,
      links: [account],
      headers,
      form,
    });
}
