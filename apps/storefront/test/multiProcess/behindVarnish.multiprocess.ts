/**
 * Two storefront production processes on one PostgreSQL database behind Varnish (issue 19 item 7), over real
 * HTTP: what Varnish caches and what it passes (deploy/varnish/default.vcl), an order placed on process A
 * purges the product page on Varnish and in process B's HTML cache, maintenance switched on A is seen by B,
 * and the sign-in throttle counts the failures of both processes.
 *
 * Needs the production build (`pnpm build`), TEST_DATABASE_URL and varnishd with the xkey vmod (Debian's
 * `varnish` and `varnish-modules`; .ci/run installs them). Without them it is skipped with the reason, except
 * in CI (CI set), where a missing piece fails the run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { openStore, type Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoot } from '../../server/settings';
import { type Cluster, hasXkeyVmod, startCluster, varnishdPath } from '../cluster';
import { checkoutWithTestCard, Shopper } from '../shopper';

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const missing = [
  serverUrl ? null : 'TEST_DATABASE_URL is not set',
  varnishdPath() ? null : 'varnishd is not installed (apt-get install varnish varnish-modules)',
  varnishdPath() && !hasXkeyVmod()
    ? 'the xkey vmod is not installed (apt-get install varnish-modules)'
    : null,
  existsSync(join(appRoot, 'dist/server/entry.mjs')) ? null : 'no production build (pnpm build)',
].filter((reason): reason is string => reason !== null);
const inCi = Boolean(process.env.CI);

if (missing.length > 0 && !inCi) {
  console.warn(`[multi-process] skipped: ${missing.join('; ')}`);
}

describe('the multi-process deployment is testable here', () => {
  it.runIf(inCi)('has PostgreSQL, varnishd with xkey and the production build in CI', () => {
    expect(missing, 'CI must install and start what the multi-process test needs').toEqual([]);
  });
});

describe.skipIf(missing.length > 0)(
  'two processes on one PostgreSQL behind Varnish (real HTTP)',
  () => {
    let cluster: Cluster;
    let store: Store;
    let a: string;
    let b: string;
    let varnish: string;

    beforeAll(async () => {
      cluster = await startCluster({ serverUrl: serverUrl!, processes: 2 });
      [a, b] = cluster.processes.map((process) => process.url) as [string, string];
      varnish = cluster.varnishUrl;
      store = await openStore({ databaseUrl: cluster.databaseUrl, statementTimeoutMs: 60_000 });
    });
    afterAll(async () => {
      await store?.close();
      await cluster?.stop();
    });

    const anonymous = new Shopper();

    it('Varnish caches shared pages by URL and display currency, and never personal requests', async () => {
      const path = '/mentions-legales';
      const first = await anonymous.page(varnish, path);
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('cache-control')).toMatch(/public/);
      expect(first.response.headers.get('x-varnish-cache')).toBe('MISS');
      const second = await anonymous.page(varnish, path);
      expect(second.response.headers.get('x-varnish-cache')).toBe('HIT');
      expect(second.response.headers.get('xkey')).toBeNull();

      // A campaign link is the same object (decision 0918): the hash leaves its parameters out, the others not.
      const fromCampaign = await anonymous.page(
        varnish,
        `${path}?utm_source=newsletter&gclid=abc&UTM_Medium=mail`,
      );
      expect(fromCampaign.response.headers.get('x-varnish-cache')).toBe('HIT');
      const withQuery = await anonymous.page(varnish, `${path}?utm_source=x&page=2`);
      expect(withQuery.response.headers.get('x-varnish-cache')).toBe('MISS');
      const sameQuery = await anonymous.page(varnish, `${path}?page=2&fbclid=1`);
      expect(sameQuery.response.headers.get('x-varnish-cache')).toBe('HIT');

      // Another display currency is another object; an unknown one is the euro page.
      const pounds = await anonymous.page(varnish, path, { cookie: 'truffe_currency=GBP' });
      expect(pounds.response.headers.get('x-varnish-cache')).toBe('MISS');
      const poundsAgain = await anonymous.page(varnish, path, {
        cookie: 'truffe_consent=x; truffe_currency=GBP',
      });
      expect(poundsAgain.response.headers.get('x-varnish-cache')).toBe('HIT');
      const unknown = await anonymous.page(varnish, path, { cookie: 'truffe_currency=XXX' });
      expect(unknown.response.headers.get('x-varnish-cache')).toBe('HIT');

      // An xkey purge of the page's Cache-Tag values (from the purgers ACL: 127.0.0.1) drops both currencies.
      const tags = first.response.headers.get('cache-tag');
      expect(tags).toBeTruthy();
      const noHeader = await fetch(`${varnish}/`, { method: 'PURGE' });
      expect(noHeader.status).toBe(400);
      await noHeader.arrayBuffer();
      const purge = await fetch(`${varnish}/`, {
        method: 'PURGE',
        headers: { 'xkey-purge': tags!.split(',')[0]! },
      });
      expect(purge.status).toBe(200);
      expect(await purge.text()).toMatch(/Purged [1-9]/);
      const afterPurge = await anonymous.page(varnish, path);
      expect(afterPurge.response.headers.get('x-varnish-cache')).toBe('MISS');

      // A cart or a session cookie passes, whatever the page.
      for (const cookie of ['truffe_cart=abc', 'truffe_session=abc']) {
        const personal = await anonymous.page(varnish, path, { cookie });
        expect(personal.response.headers.get('x-varnish-cache'), cookie).toBe('PASS');
      }
      // A personal route is `no-store` and never becomes a hit.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const cart = await anonymous.page(varnish, '/cart');
        expect(cart.response.headers.get('cache-control')).toMatch(/no-store/);
        expect(cart.response.headers.get('x-varnish-cache')).not.toBe('HIT');
      }
    });

    it('an order placed on process A purges the product page on Varnish and on process B', async () => {
      const rows = (await store.db.execute(
        `SELECT p.sku, s.qty::int AS qty FROM product p JOIN stock_item s ON s.product_id = p.id
          WHERE p.type = 'simple' AND p.visibility = 4 AND p.is_active AND s.is_in_stock
            AND s.qty BETWEEN 1 AND 5 AND s.label = 'low_stock'
            AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id AND o.is_required)
          ORDER BY p.id LIMIT 1`,
      )) as unknown as { rows: { sku: string; qty: number }[] };
      const product = rows.rows[0];
      if (!product) throw new Error('the seed has no low-stock simple product');
      const path = `/product/${encodeURIComponent(product.sku)}`;

      // Cached on Varnish and in process B's own HTML cache.
      for (const base of [varnish, b]) {
        const first = await anonymous.page(base, path);
        expect(first.response.status, base).toBe(200);
        expect(first.text).toContain('Stock limité');
        const second = await anonymous.page(base, path);
        expect(second.text).toContain('Stock limité');
      }
      expect((await anonymous.page(varnish, path)).response.headers.get('x-varnish-cache')).toBe(
        'HIT',
      );
      expect((await anonymous.page(b, path)).response.headers.get('x-cache')).toBe('HIT');

      // The whole stock bought on process A.
      const buyer = new Shopper();
      const added = await buyer.graphql<{
        addToCart: { success: boolean; errorMessage?: string | null };
      }>(a, 'AddToCartMutation', { input: { sku: product.sku, quantity: product.qty } });
      expect(added.errors).toBeUndefined();
      expect(added.data?.addToCart, added.data?.addToCart.errorMessage ?? '').toMatchObject({
        success: true,
      });
      const placed = await checkoutWithTestCard(buyer, a, `multi-process-${Date.now()}`);
      expect(placed, placed.errorMessage ?? '').toMatchObject({ success: true });

      // Within a second or two, both Varnish and process B render the page again: out of stock.
      const seen = async (base: string) => {
        const deadline = Date.now() + 3000;
        for (;;) {
          const { response, text } = await anonymous.page(base, path);
          if (text.includes('Rupture de stock')) return response;
          if (Date.now() > deadline) {
            throw new Error(
              `${base === varnish ? 'Varnish' : 'process B'} still shows the old stock (cache ${response.headers.get('x-varnish-cache') ?? response.headers.get('x-cache')})`,
            );
          }
          await sleep(100);
        }
      };
      const fromVarnish = await seen(varnish);
      expect(fromVarnish.headers.get('x-varnish-cache')).not.toBe('HIT');
      const fromB = await seen(b);
      expect(fromB.headers.get('x-cache')).not.toBe('HIT');
    });

    it('maintenance switched on process A is seen by process B within two seconds', async () => {
      const switchOn = async (base: string, enabled: boolean) => {
        const response = await fetch(`${base}/admin/maintenance`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${cluster.adminToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ enabled }),
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      };
      const waitForStatus = async (base: string, status: number) => {
        const started = Date.now();
        for (;;) {
          const response = await fetch(`${base}/en/`, { redirect: 'manual' });
          await response.arrayBuffer();
          if (response.status === status) return Date.now() - started;
          if (Date.now() - started > 2000) {
            throw new Error(`${base} still answers ${response.status}, not ${status}, after 2 s`);
          }
          await sleep(100);
        }
      };
      try {
        await switchOn(a, true);
        await waitForStatus(a, 503);
        await waitForStatus(b, 503);
        // Through Varnish too (a 503 is never stored).
        await waitForStatus(varnish, 503);
      } finally {
        await switchOn(a, false);
      }
      await waitForStatus(b, 200);
      await waitForStatus(varnish, 200);
    });

    it('the sign-in throttle counts failures on both processes', async () => {
      const email = `throttle-${Date.now()}@example.com`;
      const signIn = async (base: string) => {
        const answer = await new Shopper().graphql<{
          signIn: { success: boolean; errorMessage?: string | null };
        }>(base, 'SignInMutation', { email, password: 'not the password 1', remember: false });
        expect(answer.errors).toBeUndefined();
        return answer.data!.signIn;
      };
      // Five failures, split between A and B: each is an ordinary refusal.
      for (const base of [a, b, a, b, a]) {
        const result = await signIn(base);
        expect(result.success).toBe(false);
        expect(result.errorMessage).toBe('E-mail ou mot de passe incorrect.');
      }
      // The next attempt is refused as throttled on either process.
      for (const base of [b, a]) {
        const result = await signIn(base);
        expect(result.success).toBe(false);
        expect(result.errorMessage).toMatch(/^Trop de tentatives de connexion/);
      }
    });
  },
);
