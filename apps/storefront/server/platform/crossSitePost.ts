import { type Request, type Response } from 'express';

import { type SiteLocale } from '../../src/i18n/locales';
import { sendStaticPage, staticPageLocale, type StaticPageOptions } from './staticPage';

/**
 * The answer to a form post that fails the same-origin check (server/pageForm.ts `isSameOriginPost`): still a
 * refusal (403, nothing read, nothing changed), but a page in the site's language that says why and leads back,
 * rather than a bare "Forbidden". Our own forms fail it too when a browser drops `Origin` and `Sec-Fetch-Site`
 * (a privacy extension, an old tab), and that shopper deserves to know what to do (decision 0926).
 */

const messages: Record<SiteLocale, { title: string; text: string; back: string; home: string }> = {
  'fr-FR': {
    title: 'Formulaire non accepté',
    text: 'Ce formulaire n’a pas été accepté\u202f: votre navigateur n’a pas indiqué qu’il était envoyé depuis notre site (cela arrive avec un onglet ouvert depuis longtemps ou une extension de protection de la vie privée). Rien n’a été enregistré. Revenez à la page, rechargez-la, puis envoyez le formulaire à nouveau.',
    back: 'Revenir à la page',
    home: 'Retour à l’accueil',
  },
  'en-GB': {
    title: 'Form not accepted',
    text: 'This form was not accepted: your browser did not say that it was sent from our site (this happens with a tab left open for a long time or a privacy extension). Nothing was saved. Go back to the page, reload it, then send the form again.',
    back: 'Back to the page',
    home: 'Back to the home page',
  },
};

/** A path of this shop fit for a link: under the mount path, not another origin, not absurdly long. */
function shopPath(value: string, baseUrl: string): string | null {
  if (!value.startsWith(baseUrl) || /^[/\\]{2}/.test(value)) return null;
  if (/[\s\\]/.test(value) || value.length > 2000) return null;
  return value;
}

/** The page the form was on: the Referer when it is one of ours, else the address the form was posted to. */
function pageOfForm(req: Request, baseUrl: string): string | null {
  const referer = req.get('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      const path = shopPath(url.pathname + url.search, baseUrl);
      if (url.host === req.get('host') && path) return path;
    } catch {
      // Not a URL: fall back to the posted address.
    }
  }
  return shopPath(req.originalUrl.split('?')[0] ?? '', baseUrl);
}

/**
 * Answers a refused cross-site (or origin-less) form post: 403, never cached, a translated page with a link
 * back to the form's page and the home page. `back` names that page when the posted address is not one (a
 * form's own endpoint such as `/currency`); `null` leaves only the home page.
 */
export function sendCrossSitePostPage(
  req: Request,
  res: Response,
  options: StaticPageOptions,
  back?: string | null,
): void {
  const words = messages[staticPageLocale(req, options.baseUrl)];
  const href =
    back === null
      ? null
      : back !== undefined
        ? shopPath(back, options.baseUrl)
        : pageOfForm(req, options.baseUrl);
  sendStaticPage(req, res, options, {
    status: 403,
    title: words.title,
    text: words.text,
    homeLabel: words.home,
    links: href ? [{ href, label: words.back }] : [],
  });
}
