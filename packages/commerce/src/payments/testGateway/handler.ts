import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkCardForm } from './cardForm';
import type { GatewayCharge } from './chargeFile';
import type { GatewayLang } from './pageMessages';
import {
  cardPage,
  challengePage,
  donePage,
  notFoundPage,
  paypalPage,
  type PageContext,
} from './pages';
import type { TestGateway } from './testGateway';

/** A Node request handler; `next` (Express) is called for URLs outside the gateway's base path. */
export type TestGatewayHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

const maxFormBytes = 16 * 1024;

class BadForm extends Error {}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new BadForm('Unsupported form');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFormBytes) throw new BadForm('Form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function langOf(value: string | null | undefined, charge?: Readonly<GatewayCharge>): GatewayLang {
  if (value === 'fr' || value === 'en') return value;
  return charge?.locale === 'en-GB' ? 'en' : 'fr';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Serves the test gateway's hosted pages under its base path (decision 0705): server-rendered HTML that works
 * without JavaScript, in French and English (`lang`). Outcomes redirect (303) to the shop's return or cancel
 * URL; the webhooks follow in the background.
 */
export function createTestGatewayHandler(gateway: TestGateway): TestGatewayHandler {
  const base = gateway.basePath;

  function send(
    res: ServerResponse,
    status: number,
    html: string,
    nonce: string,
    charge?: Readonly<GatewayCharge>,
  ) {
    // Form posts redirect to the shop afterwards: browsers check those redirects against form-action.
    const formTargets = new Set(["'self'"]);
    for (const url of charge ? [charge.returnUrl, charge.cancelUrl] : []) {
      const origin = originOf(url);
      if (origin) formTargets.add(origin);
    }
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'none'; form-action ${[...formTargets].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
    );
    res.end(html);
  }

  function redirect(res: ServerResponse, location: string) {
    res.statusCode = 303;
    res.setHeader('Location', location);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  /** Where a charge that left (or is still on) the hosted pages sends the shopper. */
  function nextStop(charge: Readonly<GatewayCharge>): string {
    if (charge.status === 'canceled') return charge.cancelUrl;
    if (charge.status === 'pending' || charge.status === 'requires_action') {
      return gateway.pageUrl(charge);
    }
    return charge.returnUrl;
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    const nonce = randomBytes(16).toString('base64');
    const match = /^\/pay\/([A-Za-z0-9_]{1,80})(?:\/(card|challenge|paypal|cancel))?\/?$/.exec(
      path,
    );
    // Another process may have created or moved it (decision 0890): read the shared row.
    const charge = match ? await gateway.load(match[1]!) : undefined;
    const method = req.method ?? 'GET';
    const isPost = method === 'POST';
    if (!isPost && method !== 'GET' && method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD, POST');
      res.end();
      return;
    }
    let form = new URLSearchParams();
    if (isPost) {
      try {
        form = await readForm(req);
      } catch (error) {
        if (!(error instanceof BadForm)) throw error;
        res.statusCode = error.message === 'Form too large' ? 413 : 415;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(error.message);
        return;
      }
    }
    const lang = langOf(form.get('lang') ?? query.get('lang'), charge);
    const context: PageContext = {
      lang,
      basePath: base,
      nonce,
      path: `${base}${path}${query.size > 0 ? `?${query}` : ''}`,
    };
    if (!match || !charge) {
      send(res, 404, notFoundPage(context), nonce);
      return;
    }
    const step = match[2];
    const id = charge.providerPaymentId;
    const here = (target: Readonly<GatewayCharge>) =>
      `${gateway.pageUrl(target).replace(/lang=\w+/, `lang=${lang}`)}`;

    if (!isPost) {
      if (step === undefined) {
        if (charge.status === 'requires_action') return redirect(res, here(charge));
        if (charge.status !== 'pending')
          return send(res, 200, donePage(context, charge), nonce, charge);
        const page =
          charge.code === 'paypal' ? paypalPage(context, charge) : cardPage(context, charge);
        return send(res, 200, page, nonce, charge);
      }
      if (step === 'challenge') {
        if (charge.status === 'requires_action') {
          return send(res, 200, challengePage(context, charge), nonce, charge);
        }
        if (charge.status === 'pending') return redirect(res, here(charge));
        return send(res, 200, donePage(context, charge), nonce, charge);
      }
      return send(res, 404, notFoundPage(context), nonce);
    }

    // Posts: a charge no longer waiting for this step changes nothing (double submit, back button).
    const decision = form.get('decision');
    if (step === 'card' && charge.code === 'truffe_card' && charge.status === 'pending') {
      const values = {
        cardNumber: form.get('cardNumber') ?? '',
        expiry: form.get('expiry') ?? '',
        cvc: form.get('cvc') ?? '',
        holder: form.get('holder') ?? '',
      };
      const checked = checkCardForm(values);
      if (!checked.ok) {
        return send(
          res,
          422,
          cardPage(context, charge, { values, errors: checked.errors }),
          nonce,
          charge,
        );
      }
      const details = { cardLast4: checked.last4 };
      if (checked.outcome === 'success') {
        await gateway.transition(id, ['pending'], ['authorized', 'captured'], details);
      } else if (checked.outcome === 'challenge') {
        await gateway.transition(id, ['pending'], ['requires_action'], details);
      } else {
        await gateway.transition(id, ['pending'], ['declined'], {
          ...details,
          declineReason: 'Your card was declined.',
        });
      }
    } else if (step === 'challenge' && charge.status === 'requires_action') {
      if (decision === 'approve') {
        await gateway.transition(id, ['requires_action'], ['authorized', 'captured']);
      } else if (decision === 'decline') {
        await gateway.transition(id, ['requires_action'], ['declined'], {
          declineReason: 'The 3-D Secure confirmation was declined.',
        });
      } else {
        return send(res, 400, challengePage(context, charge), nonce, charge);
      }
    } else if (step === 'paypal' && charge.code === 'paypal' && charge.status === 'pending') {
      if (decision === 'approve') {
        await gateway.transition(id, ['pending'], ['authorized', 'captured']);
      } else if (decision === 'cancel') {
        await gateway.transition(id, ['pending'], ['canceled']);
      } else {
        return send(res, 400, paypalPage(context, charge), nonce, charge);
      }
    } else if (step === 'cancel' && charge.status === 'pending') {
      await gateway.transition(id, ['pending'], ['canceled']);
    } else if (step === undefined) {
      return send(res, 404, notFoundPage(context), nonce);
    }
    const after = gateway.charge(id)!;
    return redirect(
      res,
      after.status === 'requires_action' || after.status === 'pending'
        ? here(after)
        : nextStop(after),
    );
  }

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const inside = url.pathname === base || url.pathname.startsWith(`${base}/`);
    if (!inside) {
      if (next) next();
      else {
        res.statusCode = 404;
        res.end();
      }
      return;
    }
    handle(req, res, url.pathname.slice(base.length) || '/', url.searchParams).catch(
      (error: unknown) => {
        if (next) next(error);
        else {
          res.statusCode = 500;
          res.end();
        }
      },
    );
  };
}
