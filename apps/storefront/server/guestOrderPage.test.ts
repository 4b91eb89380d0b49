/**
 * `/orders/` over real HTTP as a browser without JavaScript posts it (spec §2; decision 0919): a guest finds
 * its order by number and e-mail address; a mismatch gets one translated message and the typed values back;
 * bad input gets each field's message; a signed-in customer is sent to its account's orders. Never cached.
 */
import { orderableSimpleSkus } from '@truffe/commerce/testing/catalogueSamples';
import type { Store } from '@truffe/commerce/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { httpForms, type HttpForms, registerByForm } from '../test/httpForms';
import { checkoutWithTestCard, Shopper } from '../test/shopper';
import { startServer, type TestServer } from '../test/startServer';
import { openTestStore } from '../test/testStore';

describe('a guest’s order lookup (real HTTP, real store)', () => {
  let store: Store;
  let server: TestServer;
  let forms: HttpForms;
  let order: { number: string; email: string };

  beforeAll(async () => {
    store = await openTestStore();
    server = await startServer(
      { NODE_ENV: 'development', HTML_CACHE_MB: '16', PAGE_RENDER_TIMEOUT_MS: '60000' },
      {
        createContext: (locale, request) => store.createContext(locale, request),
        payments: store.payments,
        orders: store,
      },
    );
    forms = httpForms(server.url);
    const [sku] = await orderableSimpleSkus(store, 1);
    const shopper = new Shopper();
    const added = await shopper.graphql(server.url, 'AddToCartMutation', {
      input: { sku, quantity: 1 },
    });
    expect(added.errors).toBeUndefined();
    const placed = await checkoutWithTestCard(shopper, server.url, 'guest-lookup-0001');
    expect(placed.success, placed.errorMessage ?? '').toBe(true);
    order = { number: placed.number!, email: 'shopper-guest-lookup-0001@example.com' };
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('shows the form, never cached, and the order for its number and e-mail address', async () => {
    const page = await forms.get('/orders/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const form = await page.text();
    expect(form).toContain('Suivre une commande');
    expect(form).toContain('name="number"');
    expect(form).toContain('noindex');

    const found = await forms.postForm('/en/orders/', {
      number: order.number.toLowerCase(),
      email: order.email.toUpperCase(),
    });
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toContain('no-store');
    const html = await found.text();
    expect(html).toContain(`Order ${order.number}`);
    expect(html).toMatch(/Status: (Awaiting payment|Processing|Being prepared)/i);
    expect(html).toContain('12 rue des Lilas');
  });

  it('answers a mismatch with one message and the typed values, bad input with each field’s', async () => {
    for (const fields of [
      { number: order.number, email: 'someone-else@example.com' },
      { number: 'TR-999999999', email: order.email },
    ]) {
      const answer = await forms.postForm('/orders/', fields);
      expect(answer.status).toBe(422);
      const html = await answer.text();
      expect(html).toContain(
        'Aucune commande ne correspond à ce numéro et à cette adresse e-mail.',
      );
      expect(html).not.toContain('12 rue des Lilas');
      expect(html).toContain(`value="${fields.email}"`);
    }
    const bad = await forms.postForm('/en/orders/', { number: '<script>', email: 'nope' });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('Enter the order number, for example TR-000123.');
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&lt;script&gt;"');
  });

  it('sends a signed-in customer to the account’s orders', async () => {
    const { cookie } = await registerByForm(forms, store, 'lookup');
    const page = await forms.get('/en/orders/', cookie);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/en/user/orders/');
  });
});
