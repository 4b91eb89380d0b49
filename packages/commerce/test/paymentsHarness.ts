/**
 * Real HTTP for the payment tests: the test gateway's hosted pages on 127.0.0.1 (port 0), and a stand-in for
 * the shop's webhook endpoint that verifies each delivery with the provider's own `parseWebhook`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  createPaymentProviders,
  createTestGatewayHandler,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentProviderRegistry,
  type TestGateway,
} from '../src/payments/index';

export interface ReceivedWebhook {
  code: string;
  event: PaymentEvent;
}

export interface GatewayRig {
  registry: PaymentProviderRegistry;
  gateway: TestGateway;
  /** Origin of the hosted pages. */
  gatewayUrl: string;
  /** Origin of the shop stand-in (return, cancel and webhook URLs). */
  shopUrl: string;
  /** Verified webhooks, in arrival order. */
  webhooks: ReceivedWebhook[];
  /** Deliveries refused because their signature did not verify. */
  rejected: number;
  /** The next `n` webhook deliveries answer 503. */
  failNextWebhooks(n: number): void;
  /** Webhook deliveries wait for this promise before answering. */
  holdWebhooks(until: Promise<void> | undefined): void;
  input(overrides?: Partial<CreatePaymentInput>): CreatePaymentInput;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGatewayRig(
  options: { dataDir?: string; secret?: string; retryDelaysMs?: number[] } = {},
): Promise<GatewayRig> {
  let failures = 0;
  let hold: Promise<void> | undefined;
  const rig = { webhooks: [] as ReceivedWebhook[], rejected: 0 };

  const shop = createServer((req, res) => {
    void (async () => {
      const match = /^\/payments\/webhook\/(\w+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.statusCode = 200;
        res.end('shop page');
        return;
      }
      const body = await readBody(req);
      await hold;
      if (failures > 0) {
        failures -= 1;
        res.statusCode = 503;
        res.end();
        return;
      }
      const provider = registry.get(match[1]!);
      try {
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
        );
        const event = provider!.parseWebhook(body, headers);
        rig.webhooks.push({ code: match[1]!, event });
        res.statusCode = 200;
      } catch {
        rig.rejected += 1;
        res.statusCode = 400;
      }
      res.end();
    })();
  });
  const shopUrl = await listen(shop);

  // The handler needs the gateway, which needs this server's URL: requests only come once both exist.
  const pages = createServer((req, res) => handler(req, res));
  const gatewayUrl = await listen(pages);

  const stopServers = async () => {
    pages.closeAllConnections();
    shop.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => pages.close(resolve)),
      new Promise((resolve) => shop.close(resolve)),
    ]);
  };
  let registry: PaymentProviderRegistry;
  try {
    registry = createPaymentProviders({
      backend: 'test',
      dataDir: options.dataDir,
      publicUrl: gatewayUrl,
      webhookUrl: (code) => `${shopUrl}/payments/webhook/${code}`,
      testGateway: {
        secret: options.secret,
        retryDelaysMs: options.retryDelaysMs ?? [20, 50],
        log: () => undefined,
      },
    });
  } catch (error) {
    await stopServers();
    throw error;
  }
  const gateway = registry.testGateway!;
  const handler = createTestGatewayHandler(gateway);

  return {
    registry,
    gateway,
    gatewayUrl,
    shopUrl,
    get webhooks() {
      return rig.webhooks;
    },
    get rejected() {
      return rig.rejected;
    },
    failNextWebhooks: (n) => {
      failures = n;
    },
    holdWebhooks: (until) => {
      hold = until;
    },
    input: (overrides = {}) => {
      const paymentId = overrides.paymentId ?? crypto.randomUUID();
      return {
        paymentId,
        orderNumber: '000000042',
        amountCents: 12_345,
        currency: 'EUR',
        email: 'shopper@example.com',
        locale: 'en-GB',
        returnUrl: `${shopUrl}/checkout/payment-return?paymentId=${paymentId}`,
        cancelUrl: `${shopUrl}/checkout/payment-return?paymentId=${paymentId}&canceled=1`,
        ...overrides,
      };
    },
    close: async () => {
      hold = undefined;
      await registry.close();
      await stopServers();
    },
  } satisfies GatewayRig;
}

/** The action of the first form of a page whose action ends with `step`. */
export function formAction(html: string, step: string): string {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!);
  const action = actions.find((candidate) => candidate.endsWith(`/${step}`));
  if (!action) throw new Error(`No form posting to …/${step} in the page`);
  return action.replaceAll('&amp;', '&');
}

/** Posts a urlencoded form like a browser without JavaScript, not following the redirect. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Waits until `check` holds (webhooks arrive in the background), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
