import type { OrderStore } from '@truffe/commerce/orders';
import { listOutbox, type OutboxMessage } from '@truffe/commerce/orders';
import type { Express } from 'express';

import { noStore } from '../src/data/cachePolicy';

/**
 * Whether `/__dev/outbox` answers: always in development and tests; in production only with `DEV_OUTBOX=1`
 * (the e2e servers run a production build and read the confirmation e-mails there). Decision 0731.
 */
export function isDevOutboxEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV !== 'production') return true;
  return ['1', 'true', 'yes', 'on'].includes(env.DEV_OUTBOX?.trim().toLowerCase() ?? '');
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${message.id}</td><td>${escapeHtml(message.createdAt)}</td><td>${escapeHtml(message.to)}</td>` +
        `<td>${escapeHtml(message.subject)}</td><td>${message.sentAt ? escapeHtml(message.sentAt) : 'outbox'}</td>` +
        `<td><pre>${escapeHtml(message.text)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Outbox (development)</title></head>
<body><main><h1>Outbox (development)</h1>
<p>${messages.length} message(s), newest first. JSON: <a href="outbox.json">outbox.json</a>.</p>
<table><caption>Queued and sent e-mail</caption>
<thead><tr><th scope="col">Id</th><th scope="col">Queued</th><th scope="col">To</th><th scope="col">Subject</th>
<th scope="col">Sent</th><th scope="col">Text</th></tr></thead>
<tbody>
${rows}
</tbody></table></main></body></html>`;
}

/**
 * `{base}__dev/outbox` (HTML) and `{base}__dev/outbox.json`: the e-mail the shop queued, for developers and
 * end-to-end tests. 404 in production unless {@link isDevOutboxEnabled}.
 */
export function mountDevOutbox(
  app: Express,
  baseUrl: string,
  store: OrderStore | undefined,
  env: NodeJS.ProcessEnv,
) {
  app.get([`${baseUrl}__dev/outbox`, `${baseUrl}__dev/outbox.json`], async (req, res, next) => {
    res.setHeader('Cache-Control', noStore);
    res.setHeader('X-Robots-Tag', 'noindex');
    if (!store || !isDevOutboxEnabled(env)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const messages = await listOutbox(store.db, 200);
      if (req.path.endsWith('.json')) res.json({ messages });
      else res.type('html').send(page(messages));
    } catch (error) {
      next(error);
    }
  });
}
