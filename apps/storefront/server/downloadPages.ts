/**
 * The files of downloadable products (issue 16 item 7; decision 0762), on the Express server because they are
 * files, not pages:
 * - `GET {base}downloads/sample/:linkId`: a link's free sample ("Extrait" on the product page), for anybody;
 * - `GET {base}[en/]downloads/file/:token`: a purchased file, for the customer the signed address was made for
 *   only (the signature covers the session's customer id, the purchase and the expiry), counted against the
 *   purchase's limit in one conditional statement (`claimDownload`).
 * Anything not served — an unknown link, no session, another customer's session, an expired or altered address,
 * a purchase not paid, canceled or refunded — falls through to the router, whose answer for this address is the
 * 404 page: nothing tells whether the purchase exists. The owner past the limit is told so, in the address's
 * language (410). Purchased files are `private, no-store`.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

import { customerDepsOf, readSession } from '@truffe/commerce/customers';
import {
  claimDownload,
  type DownloadFile,
  findSample,
  verifyDownloadToken,
} from '@truffe/commerce/downloads';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express, type Response } from 'express';

import { localizePath, type SiteLocale } from '../src/i18n/locales';
import { sessionTokenOf } from './customerSession';

/** The words of the refusal past the limit; the rest of the answer is the file or the 404 page. */
const limitTexts = {
  'fr-FR': {
    title: 'Limite de téléchargements atteinte',
    body: (max: number) =>
      `Vous avez déjà utilisé les ${max} téléchargements de cet achat. Pour en obtenir d’autres, contactez-nous.`,
    back: 'Retour à mes produits téléchargeables',
  },
  'en-GB': {
    title: 'Download limit reached',
    body: (max: number) =>
      `You have already used the ${max} downloads of this purchase. Contact us to get more.`,
    back: 'Back to my downloadable products',
  },
} satisfies Record<SiteLocale, unknown>;

/** Streams `file` as an attachment; a file missing on disk is an error (the row promised it). */
async function sendFile(res: Response, file: DownloadFile): Promise<void> {
  const { size } = await stat(file.path);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(size));
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.status(200);
  await pipeline(createReadStream(file.path), res);
}

export function mountDownloadPages(
  app: Express,
  baseUrl: string,
  store: OrderStore | undefined,
  secret: string,
) {
  if (!store) return;

  app.get(`${baseUrl}downloads/sample/:linkId`, async (req, res, next) => {
    try {
      const file = await findSample(store.db, req.params.linkId);
      if (!file) return next();
      // Public and the same for everybody: a shared cache may keep it a while.
      res.setHeader('Cache-Control', 'public, max-age=3600');
      await sendFile(res, file);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  });

  const fileRoute = (prefix: string, locale: SiteLocale) =>
    app.get(`${baseUrl}${prefix}downloads/file/:token`, async (req, res, next) => {
      res.setHeader('Cache-Control', 'private, no-store');
      // The address is a credential for its owner: never sent on as a Referer.
      res.setHeader('Referrer-Policy', 'no-referrer');
      // Express routes HEAD here too: a probe (link preview, download manager) must not spend a download.
      if (req.method !== 'GET') return next();
      try {
        const session = await readSession(
          customerDepsOf(store),
          sessionTokenOf(req.headers.cookie ?? null),
        );
        if (!session) return next();
        const customerId = session.customer.id;
        const purchaseId = verifyDownloadToken(secret, req.params.token, customerId);
        if (purchaseId === null) return next();
        const claim = await claimDownload(store.db, customerId, purchaseId);
        if (claim.kind === 'not-found') return next();
        if (claim.kind === 'limit-reached') {
          const texts = limitTexts[locale];
          const back = `${baseUrl.replace(/\/$/, '')}${localizePath('/user/downloadable-products', locale)}`;
          res
            .status(410)
            .type('html')
            .send(
              `<!doctype html><html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8">` +
                `<meta name="viewport" content="width=device-width, initial-scale=1">` +
                `<meta name="robots" content="noindex"><title>${texts.title}</title></head>` +
                `<body><main><h1>${texts.title}</h1><p role="alert">${texts.body(claim.maxDownloads)}</p>` +
                `<p><a href="${back}">${texts.back}</a></p></main></body></html>`,
            );
          return;
        }
        await sendFile(res, claim.file);
      } catch (error) {
        if (res.headersSent) res.destroy(error as Error);
        else next(error);
      }
    });
  fileRoute('', 'fr-FR');
  fileRoute('en/', 'en-GB');
}
