import { type Request, type Response } from 'express';

import { type SiteLocale } from '../../src/i18n/locales';
import { sendStaticPage, staticPageLocale, type StaticPageOptions } from './staticPage';

/**
 * The answers to a form post that the server refuses unread, as pages in the site's language that say why and
 * lead back, rather than a bare "Forbidden" or "Unsupported form":
 * - a post that fails the same-origin check (server/pageForm.ts `isSameOriginPost`): 403. Our own forms fail it
 *   too when a browser drops `Origin` and `Sec-Fetch-Site` (a privacy extension, an old tab), and that shopper
 *   deserves to know what to do (decision 0926);
 * - a post that is neither a urlencoded nor a multipart form (or a multipart body that does not parse): 415, a
 *   page of the same look (decision 0930). No form of ours sends one; a hand-made post or a broken client does;
 * - a form posted to a page that takes none (home, search, FAQ, a content page…: its route has no action, and
 *   the router answers 405), or to a friendly URL without the review form's fields (a category, a product):
 *   405 with `Allow: GET, HEAD`, rather than the error view's "Unknown error" or a page without a word
 *   (decision 0930).
 */

/** Why a form post was refused before it was read. */
export type RefusedFormKind = 'crossSite' | 'unsupported' | 'noForm';

const statuses: Record<RefusedFormKind, 403 | 405 | 415> = {
  crossSite: 403,
  unsupported: 415,
  noForm: 405,
};

const messages: Record<
  SiteLocale,
  Record<RefusedFormKind, { title: string; text: string }> & { back: string; home: string }
> = {
  'fr-FR': {
    crossSite: {
      title: 'Formulaire non accepté',
      text: 'Ce formulaire n’a pas été accepté\u202f: votre navigateur n’a pas indiqué qu’il était envoyé depuis notre site (cela arrive avec un onglet ouvert depuis longtemps ou une extension de protection de la vie privée). Rien n’a été enregistré. Revenez à la page, rechargez-la, puis envoyez le formulaire à nouveau.',
    },
    unsupported: {
      title: 'Formulaire non pris en charge',
      text: 'Ce formulaire nous est parvenu dans un format que nous ne lisons pas (nos formulaires envoient des champs de texte, parfois un fichier). Rien n’a été enregistré. Revenez à la page, rechargez-la, puis envoyez le formulaire à nouveau.',
    },
    noForm: {
      title: 'Formulaire inattendu',
      text: 'Cette page n’accepte pas ce formulaire\u202f: rien n’a été envoyé ni enregistré. Revenez à la page pour continuer.',
    },
    back: 'Revenir à la page',
    home: 'Retour à l’accueil',
  },
  'en-GB': {
    crossSite: {
      title: 'Form not accepted',
      text: 'This form was not accepted: your browser did not say that it was sent from our site (this happens with a tab left open for a long time or a privacy extension). Nothing was saved. Go back to the page, reload it, then send the form again.',
    },
    unsupported: {
      title: 'Form not supported',
      text: 'This form reached us in a format we do not read (our forms send text fields, sometimes a file). Nothing was saved. Go back to the page, reload it, then send the form again.',
    },
    noForm: {
      title: 'Form not expected',
      text: 'This page does not take this form: nothing was sent or saved. Go back to the page to carry on.',
    },
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
 * Answers a form post refused unread (`kind`, with its status): never cached, a translated page with a link back
 * to the form's page and the home page. `back` names that page when the posted address is not one (a form's own
 * endpoint such as `/currency`); `null` leaves only the home page.
 */
export function sendRefusedFormPage(
  req: Request,
  res: Response,
  options: StaticPageOptions,
  kind: RefusedFormKind,
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
    status: statuses[kind],
    ...words[kind],
    homeLabel: words.home,
    links: href ? [{ href, label: words.back }] : [],
    headers: kind === 'noForm' ? { Allow: 'GET, HEAD' } : {},
  });
}

/** Answers a refused cross-site (or origin-less) form post: 403 (see {@link sendRefusedFormPage}). */
export function sendCrossSitePostPage(
  req: Request,
  res: Response,
  options: StaticPageOptions,
  back?: string | null,
): void {
  sendRefusedFormPage(req, res, options, 'crossSite', back);
}
