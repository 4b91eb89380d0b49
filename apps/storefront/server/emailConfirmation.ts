/**
 * `GET {base}[en/]account/confirm?token=…`: the confirmation link of the welcome e-mail (decision 0750). The
 * e-mail has always carried it, but no route answered it (a 404): no address was ever confirmed, so a
 * customer's guest orders never joined the account (decision 0761). The link confirms the address with
 * `verifyEmail` (single use, 7 days) and answers a small page in the site's language; an unknown, used or
 * expired link says so (410), and nothing changes. A HEAD request (a link preview) spends nothing. The token is
 * in the address: the page is never cached and never sent on as a Referer (decision 0921).
 *
 * Its sibling `GET {base}[en/]account/email-change?token=…` is the link of an e-mail change, mailed to the new
 * address (decision 0923): it makes the change (`confirmEmailChange`: single use, 24 hours, the address still
 * free), ends the account's other sessions (this browser's stays, when it is signed in to that account), and
 * answers the same kind of page; an unusable link or an address taken meanwhile says so (410, 409), unchanged.
 */
import {
  confirmEmailChange,
  CustomerError,
  customerDepsOf,
  emailChangePath,
  readSession,
  verifyEmail,
} from '@truffe/commerce/customers';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express, type Request, type Response } from 'express';

import { localizePath, type SiteLocale } from '../src/i18n/locales';
import { sessionTokenOf } from './customerSession';
import { sendStaticPage, type StaticPageOptions } from './platform/staticPage';

const texts: Record<
  SiteLocale,
  {
    confirmed: { title: string; text: string };
    invalidTitle: string;
    changed: { title: string; text: string };
    changeRefusedTitle: string;
    account: string;
    home: string;
  }
> = {
  'fr-FR': {
    confirmed: {
      title: 'Adresse e-mail confirmée',
      text: 'Merci\u202f! Votre adresse e-mail est confirmée. Les commandes passées sans compte avec cette adresse apparaissent désormais dans votre compte.',
    },
    invalidTitle: 'Lien de confirmation non valide',
    changed: {
      title: 'Adresse e-mail changée',
      text: 'C’est fait\u202f: cette adresse est désormais celle de votre compte, et vous vous connectez avec elle. Vos autres appareils sont déconnectés.',
    },
    changeRefusedTitle: 'Adresse e-mail inchangée',
    account: 'Mon compte',
    home: 'Retour à l’accueil',
  },
  'en-GB': {
    confirmed: {
      title: 'E-mail address confirmed',
      text: 'Thank you! Your e-mail address is confirmed. Orders placed without an account with this address now appear in your account.',
    },
    invalidTitle: 'Confirmation link not valid',
    changed: {
      title: 'E-mail address changed',
      text: 'Done: this address is now the one of your account, and you sign in with it. Your other devices are signed out.',
    },
    changeRefusedTitle: 'E-mail address unchanged',
    account: 'My account',
    home: 'Back to the home page',
  },
};

export function mountEmailConfirmation(
  app: Express,
  page: StaticPageOptions,
  store: OrderStore | undefined,
) {
  if (!store) return;
  const route = (prefix: string, locale: SiteLocale) =>
    app.get(`${page.baseUrl}${prefix}account/confirm`, async (req, res, next) => {
      const words = texts[locale];
      const answer = pageAnswer(req, res, page, locale);
      if (req.method === 'HEAD') return answer(200, words.confirmed.title, '');
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      try {
        await verifyEmail(customerDepsOf(store), { token });
        answer(200, words.confirmed.title, words.confirmed.text);
      } catch (error) {
        if (!(error instanceof CustomerError)) return next(error);
        answer(410, words.invalidTitle, error.translate(locale));
      }
    });
  const changeRoute = (prefix: string, locale: SiteLocale) =>
    app.get(`${page.baseUrl}${prefix}${emailChangePath.slice(1)}`, async (req, res, next) => {
      const words = texts[locale];
      const answer = pageAnswer(req, res, page, locale);
      if (req.method === 'HEAD') return answer(200, words.changed.title, '');
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const deps = customerDepsOf(store);
      try {
        // This browser stays signed in when its session is the account's (the service ends the others).
        const signedIn = await readSession(deps, sessionTokenOf(req.headers.cookie));
        await confirmEmailChange(deps, { token, keepSessionId: signedIn?.session.id ?? null });
        answer(200, words.changed.title, words.changed.text);
      } catch (error) {
        if (!(error instanceof CustomerError)) return next(error);
        const status = error.messageId === 'emailChangeAddressTaken' ? 409 : 410;
        answer(status, words.changeRefusedTitle, error.translate(locale));
      }
    });
  route('', 'fr-FR');
  route('en/', 'en-GB');
  changeRoute('', 'fr-FR');
  changeRoute('en/', 'en-GB');
}

/** A small page of these links in the site's language: never cached, indexed nor sent on as a Referer. */
function pageAnswer(req: Request, res: Response, page: StaticPageOptions, locale: SiteLocale) {
  const words = texts[locale];
  const account = {
    href: `${page.baseUrl.replace(/\/$/, '')}${localizePath('/user', locale)}`,
    label: words.account,
  };
  const headers = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };
  return (status: number, title: string, text: string) =>
    sendStaticPage(req, res, page, {
      status,
      title,
      text,
      homeLabel: words.home,
      links: [account],
      headers,
    });
}
