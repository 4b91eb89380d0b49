/**
 * The helpdesk's files and replies (issue 17 item 5; decision 0772), on the Express server because they carry
 * files, which the pages' route actions do not take (server/pageForm.ts):
 * - `GET {base}[en/]user/helpdesk/:ticketId/attachments/:attachmentId`: a file of the session customer's own
 *   ticket, `private, no-store`, always as a download (`attachment`, `nosniff`): anything else — no session,
 *   another customer's ticket, an unknown id — falls through to the router's 404 page.
 * - `POST {base}[en/]user/helpdesk/:ticketId` as `multipart/form-data` (the ticket page's reply form, which works
 *   without JavaScript): the message and an optional file go to `replyAsCustomer`, which checks the owner and the
 *   file by its bytes. Done: 303 to the ticket with `?notice=replied`. Refused: the ticket page's route action
 *   gets the typed message back with the refusal's code (`handOverForm`), so the page shows the translated
 *   error beside its field and keeps the text. A body larger than the file limit plus the form's text is not
 *   read further: the same refusal as a file too large.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

import { customerDepsOf, readSession } from '@truffe/commerce/customers';
import {
  customerAttachment,
  HelpdeskError,
  type HelpdeskDeps,
  maxAttachmentBytes,
  maxMessageLength,
  replyAsCustomer,
} from '@truffe/commerce/helpdesk';
import type { OrderStore } from '@truffe/commerce/orders';
import { type Express, type Request } from 'express';

import { noStore } from '../src/data/cachePolicy';
import { localizePath, type SiteLocale } from '../src/i18n/locales';
import { sessionTokenOf } from './customerSession';
import { handOverForm, isSameOriginPost } from './pageForm';
import { sendCrossSitePostPage } from './platform/crossSitePost';
import { type StaticPageOptions } from './platform/staticPage';

/** Most bytes of a reply form: the largest file, the longest message (4 bytes a character) and the parts' headers. */
const maxReplyBytes = maxAttachmentBytes + maxMessageLength * 4 + 16 * 1024;

/** The form's fields, or `too-large`, or null when it is not a readable multipart form. */
async function readReplyForm(req: Request): Promise<FormData | 'too-large' | null> {
  const declared = Number(req.get('content-length') ?? '0');
  if (declared > maxReplyBytes) return 'too-large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxReplyBytes) return 'too-large';
    chunks.push(chunk);
  }
  try {
    return await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.get('content-type') ?? '' },
    }).formData();
  } catch {
    return null;
  }
}

export function mountHelpdeskPages(
  app: Express,
  page: StaticPageOptions,
  store: OrderStore | undefined,
  attachmentsDir: string,
) {
  if (!store) return;
  const { baseUrl } = page;
  const deps: HelpdeskDeps = { db: store.db, shopUrl: store.config.url, attachmentsDir };
  const sessionCustomer = async (req: Request) =>
    (await readSession(customerDepsOf(store), sessionTokenOf(req.headers.cookie ?? null)))?.customer
      .id ?? null;
  const idOf = (value: unknown) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;

  const mount = (prefix: string, locale: SiteLocale) => {
    app.get(
      `${baseUrl}${prefix}user/helpdesk/:ticketId/attachments/:attachmentId`,
      async (req, res, next) => {
        res.setHeader('Cache-Control', noStore);
        try {
          const ticketId = idOf(req.params.ticketId);
          const attachmentId = idOf(req.params.attachmentId);
          const customerId = await sessionCustomer(req);
          if (ticketId === null || attachmentId === null || customerId === null) return next();
          const file = await customerAttachment(deps, customerId, ticketId, attachmentId);
          if (!file) return next();
          res.setHeader('Content-Type', file.contentType);
          res.setHeader('Content-Length', String(file.size));
          res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('X-Robots-Tag', 'noindex');
          res.status(200);
          if (req.method === 'HEAD') return void res.end();
          await pipeline(createReadStream(file.path), res);
        } catch (error) {
          if (res.headersSent) res.destroy(error as Error);
          else next(error);
        }
      },
    );

    app.post(`${baseUrl}${prefix}user/helpdesk/:ticketId`, async (req, res, next) => {
      // Urlencoded posts are the page's own (its route action); only the multipart reply is ours.
      if (!req.is('multipart/form-data')) return next();
      res.setHeader('Cache-Control', noStore);
      if (!isSameOriginPost(req)) return sendCrossSitePostPage(req, res, page);
      try {
        const ticketId = idOf(req.params.ticketId);
        const ticketPath = `${baseUrl.replace(/\/$/, '')}${localizePath(`/user/helpdesk/${req.params.ticketId}`, locale)}`;
        const customerId = await sessionCustomer(req);
        if (customerId === null) {
          const login = localizePath('/login', locale);
          res.redirect(
            303,
            `${baseUrl.replace(/\/$/, '')}${login}?redirect=${encodeURIComponent(ticketPath)}`,
          );
          return;
        }
        const form = ticketId === null ? null : await readReplyForm(req);
        const refuse = (code: string, field: string, message: string) => {
          handOverForm(
            req,
            new URLSearchParams({ intent: 'reply', message, refusal: code, field }),
          );
          // A body left unread (too large, or no ticket to read it for) ends the connection after the answer.
          if (form === 'too-large' || ticketId === null) res.setHeader('Connection', 'close');
          next();
        };
        if (ticketId === null) return refuse('ticketNotFound', 'message', '');
        if (form === 'too-large') return refuse('attachmentSize', 'attachment', '');
        if (form === null) return refuse('required', 'message', '');
        const message = form.get('message');
        const text = typeof message === 'string' ? message : '';
        const file = form.get('attachment');
        // A form sent without a chosen file has an empty, nameless file part.
        const upload =
          file instanceof File && (file.size > 0 || file.name !== '')
            ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
            : null;
        try {
          await replyAsCustomer(deps, { customerId, ticketId, message: text, attachment: upload });
        } catch (error) {
          if (!(error instanceof HelpdeskError)) throw error;
          return refuse(error.messageId, error.field ?? 'message', text.slice(0, maxMessageLength));
        }
        res.redirect(303, `${ticketPath}?notice=replied`);
      } catch (error) {
        next(error);
      }
    });
  };
  mount('', 'fr-FR');
  mount('en/', 'en-GB');
}
