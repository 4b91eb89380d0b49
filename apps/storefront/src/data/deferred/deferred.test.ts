/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from 'vitest';

import { deferData } from './deferData';
import { packJson } from '../../render/hydrationData';
import { scriptSafeJson, serverCarrierJson } from './DeferredData';
import { readDeferredValue, reviveDeferredData } from './reviveDeferredData';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('deferred loader data', () => {
  it('serializes as a marker in the hydration data, never as its value', async () => {
    const promise = deferData('footer', Promise.resolve([{ title: 'Contact' }]));
    expect(JSON.stringify({ loaderData: { main: { footer: promise } } })).toBe(
      '{"loaderData":{"main":{"footer":{"$deferred":"footer"}}}}',
    );
    expect(await promise).toEqual([{ title: 'Contact' }]);
  });

  it('writes JSON that cannot close its script element', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script>&' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>&' });
  });

  it('revives markers as promises of the value streamed into the page, waiting for it if needed', async () => {
    const hydration = {
      loaderData: { main: { footer: { $deferred: 'footer' }, shop: { name: 'Truffe' } } },
    };
    // The page is still streaming when the router starts.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    reviveDeferredData(hydration);
    const footer = hydration.loaderData.main.footer as unknown as Promise<unknown>;
    expect(footer).toBeInstanceOf(Promise);
    expect(hydration.loaderData.main.shop).toEqual({ name: 'Truffe' });
    // The streamed boundary arrives after the router started.
    const carrier = document.createElement('script');
    carrier.type = 'application/json';
    carrier.id = 'deferred-data:footer';
    carrier.textContent = '{"value":[{"title":"Contact"}]}';
    document.body.append(carrier);
    expect(await footer).toEqual([{ title: 'Contact' }]);
    Reflect.deleteProperty(document, 'readyState');
  });

  it('rejects when the page finished without it', async () => {
    await expect(readDeferredValue('absent')).rejects.toThrow('missing from the page');
  });

  it('rejects when the server could not load the data', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="deferred-data:news">{"error":true}</script>';
    await expect(readDeferredValue('news')).rejects.toThrow('failed on the server');
  });

  it('gives the server the same carrier text for the same value, and its own for another (decision 0908)', () => {
    const footer = { value: { blocks: [{ title: 'Livraison', text: 'Offerte dès 49 €' }] } };
    const first = serverCarrierJson(footer);
    expect(first).toBe(scriptSafeJson(packJson(footer)));
    expect(serverCarrierJson(structuredClone(footer))).toBe(first);
    const changed = { value: { blocks: [{ title: 'Livraison', text: 'Offerte dès 59 €' }] } };
    expect(serverCarrierJson(changed)).toBe(scriptSafeJson(packJson(changed)));
    expect(serverCarrierJson(changed)).not.toBe(first);
  });

  it('reads a block written with its repeated values and key lists once (decision 0900)', async () => {
    const product = (sku: string) => ({
      __typename: 'Product',
      sku,
      imageUrl: 'catalog/product/x.png',
    });
    const value = { 10: product('CRQ-001'), 20: product('COL-001'), 30: product('GAM-001') };
    const text = scriptSafeJson(packJson({ value }));
    expect(text.match(/"imageUrl"/g)).toHaveLength(1);
    expect(text.match(/catalog\/product\/x\.png/g)).toHaveLength(1);
    document.body.innerHTML = `<script type="application/json" id="deferred-data:menu">${text}</script>`;
    expect(await readDeferredValue('menu')).toEqual(value);
  });
});
