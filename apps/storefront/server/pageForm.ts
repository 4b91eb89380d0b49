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

/**
 * Most bytes of a page form posted as `multipart/form-data` (a form with a file input, such as quick order's
 * CSV list, sent without JavaScript): its fields and one small text file.
 */
export const pageMultipartMaxBytes = 256 * 1024;

async function readBody(req: ExpressRequest, maxBytes: number): Promise<Buffer | null> {
  if (Number(req.get('content-length') ?? '0') > maxBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A multipart form as urlencoded text, which is what route actions read: text fields as they are, a file as
 * its text (a NUL of a binary file becomes U+FFFD, which the action refuses as "not a text file" with its own
 * translated message, rather than the bad-input page).
 */
async function multipartAsUrlencoded(body: Buffer, contentType: string): Promise<string | null> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return null;
  }
  const fields = new URLSearchParams();
  for (const [name, value] of form) {
    fields.append(
      name,
      typeof value === 'string' ? value : (await value.text()).replaceAll('\u0000', '\ufffd'),
    );
  }
  return fields.toString();
}

/**
 * The body of a form post as urlencoded text, `'too-large'` past {@link pageFormMaxBytes} (urlencoded) or
 * {@link pageMultipartMaxBytes} (multipart), or `null` when it is neither a urlencoded nor a multipart form
 * (issue 20 item 5: quick order's form, which can carry a file, works without JavaScript).
 */
export async function readFormBody(req: ExpressRequest): Promise<string | 'too-large' | null> {
  const handedOver = formsReadBefore.get(req);
  if (handedOver !== undefined) return handedOver;
  if (req.is('application/x-www-form-urlencoded')) {
    return (await readBody(req, pageFormMaxBytes))?.toString('utf8') ?? 'too-large';
  }
  if (req.is('multipart/form-data')) {
    const body = await readBody(req, pageMultipartMaxBytes);
    return body ? multipartAsUrlencoded(body, req.get('content-type') ?? '') : 'too-large';
  }
  return null;
}
