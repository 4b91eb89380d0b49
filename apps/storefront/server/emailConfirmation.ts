/**
 * `GET {base}[en/]account/confirm?token=…`: the confirmation link of the welcome e-mail (decision 0750). The
 * e-mail has always carried it, but no route answered it (a 404): no address was ever confirmed, so a
 * customer's guest orders never joined the account (decision 0761). The link confirms the address with
 * `verifyEmail` (single use, 7 days) and answers a small page in the site's language; an unknown, used or
 * expired link says so (410), and nothing changes. A HEAD request (a link preview) spends nothing. The token is
 * in the address: the page is never cached and never sent on as a Referer (decision 0921).
 */
import { CustomerError, customerDepsOf, verifyEmail } from '@truffe/commerce/customers';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express } from 'express';

import { localizePath, type SiteLocale } from '../src/i18n/locales';
import { sendStaticPage, type StaticPageOptions } from './platform/staticPage';

const texts: Record<
  SiteLocale,
  {
    confirmed: { title: string; text: string };
    invalidTitle: string;
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
    account: 'Mon compte',
    home: 'Retour à l’accueil',
  },
  'en-GB': {
    confirmed: {
      title: 'E-mail address confirmed',
      text: 'Thank you! Your e-mail address is confirmed. Orders placed without an account with this address now appear in your account.',
    },
    invalidTitle: 'Confirmation link not valid',
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
      const account = {
        href: `${page.baseUrl.replace(/\/$/, '')}${localizePath('/user', locale)}`,
        label: words.account,
      };
      const headers = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };
      const answer = (status: number, title: string, text: string) =>
        sendStaticPage(req, res, page, {
          status,
          title,
          text,
          homeLabel: words.home,
          links: [account],
          headers,
        });
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
  route('', 'fr-FR');
  route('en/', 'en-GB');
}
