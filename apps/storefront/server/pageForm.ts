import { type Request as ExpressRequest } from 'express';

/** Most bytes of a page form post (route actions take small forms, never files). */
export const pageFormMaxBytes = 64 * 1024;

/**
 * Whether a page form post comes from our own pages (CSRF, ARCHITECTURE.md "Security posture"): the
 * browser's `Sec-Fetch-Site`, else the `Origin` header, must say same origin.
 */
export function isSameOriginPost(req: ExpressRequest): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}

/** Forms already read by a route of their own (a multipart form's text fields), by request. */
const formsReadBefore = new WeakMap<ExpressRequest, string>();

/**
 * Hands the page's route action a form that an Express route has already read (the helpdesk's multipart reply,
 * server/helpdeskPages.ts, gives back its refusal this way): `fields` as urlencoded text, read instead of the body.
 */
export function handOverForm(req: ExpressRequest, fields: URLSearchParams): void {
  formsReadBefore.set(req, fields.toString());
}

/** The body of a form post as text, or `null` when it is not a urlencoded form or too large. */
export async function readFormBody(req: ExpressRequest): Promise<string | null> {
  const handedOver = formsReadBefore.get(req);
  if (handedOver !== undefined) return handedOver;
  if (!req.is('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > pageFormMaxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
