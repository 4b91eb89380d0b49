import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { forcedRenderFailureMessage } from '../src/testing/TestScreens';
import { startServer, type TestServer } from '../test/startServer';

/** The page config Vike serialized into the page (the one `passToClient` entry). */
function pageConfigOf(html: string): Record<string, unknown> {
  const json = /<script id="vike_pageContext" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  if (!json) throw new Error('no serialized page context in the page');
  return (JSON.parse(json) as { pageConfig: Record<string, unknown> }).pageConfig;
}

describe('storefront server (development mode, real HTTP)', () => {
  let server: TestServer;
  let maintenance: TestServer;
  let fallback: TestServer;
  beforeAll(async () => {
    fallback = await startServer({ NODE_ENV: 'development', SSR_FALLBACK: '1', HYDRATE: '0' });
    server = await startServer({ NODE_ENV: 'development' });
    // Same process, same Vite server: only the start-up flag differs.
    maintenance = await startServer({ NODE_ENV: 'development', MAINTENANCE: '1' });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await maintenance?.close();
    await fallback?.close();
  });

  it('renders / in French with the shop name, HTTP 200', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('<span>Truffe</span>');
    expect(html).toContain('Rechercher dans la boutique');
    expect(html).toContain('Mon compte');
    // The home CMS page's meta title, which names the brand already: no default title after it (issue 20).
    expect(html).toContain('<title>Truffe — alimentation et accessoires pour chiens</title>');
    // The body rendered whole is put back in the root element in place of its marker (decision 0925).
    expect(html).not.toContain('<!--truffe-body-');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.indexOf('<div id="root">')).toBeLessThan(
      html.indexOf('Rechercher dans la boutique'),
    );
    expect(html.indexOf('Rechercher dans la boutique')).toBeLessThan(html.indexOf('</html>'));
  });

  it('titles the cookie preferences page after its heading, in each language', async () => {
    const french = await (await fetch(`${server.url}/consent`)).text();
    expect(french).toMatch(/<title>Préférences cookies - Truffe — [^<]+<\/title>/);
    const english = await (await fetch(`${server.url}/en/consent`)).text();
    expect(english).toMatch(/<title>Cookie preferences - Truffe — [^<]+<\/title>/);
  });

  it('renders /en/ in English', async () => {
    const response = await fetch(`${server.url}/en/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain('My account');
    expect(html).not.toContain('Mon compte');
  });

  it('lists hreflang alternates of the same page in both sites and x-default', async () => {
    const html = await (await fetch(`${server.url}/en/cart?x=1`)).text();
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="http://localhost:0/cart">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="http://localhost:0/en/cart">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:0/cart">',
    );
  });

  it('answers an unmatched route with the 404 page and HTTP 404, inside the layout', async () => {
    const response = await fetch(`${server.url}/nothing-here`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Mon compte'); // the header is still there
    const english = await fetch(`${server.url}/en/nothing/here/either`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found');
  });

  it('answers a render failure with the 500 error view and the error text', async () => {
    const response = await fetch(`${server.url}/en/__test/render-failure`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('An error occured.');
    expect(html).toContain(forcedRenderFailureMessage);
    expect(html).toContain('My account'); // the main layout survived: the boundary is below it

    const french = await fetch(`${server.url}/__test/render-failure`);
    expect(french.status).toBe(500);
    expect(await french.text()).toContain('Une erreur est survenue.');
  });

  it('shows a loader error with its text in development (a production build hides it)', async () => {
    const response = await fetch(`${server.url}/en/__test/loader-failure`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('An error occured.');
    expect(html).toContain('internal_table');
  });

  it('gives the /user area its own error screen and 404', async () => {
    const failure = await fetch(`${server.url}/en/user/__test/render-failure`);
    expect(failure.status).toBe(500);
    const html = await failure.text();
    expect(html).toContain('An error occured.');
    expect(html).toContain('Back to my account');
    const missing = await fetch(`${server.url}/user/nope`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Page introuvable');
    // A visitor gets the page alone: the account navigation is a signed-in customer's (decision 0922;
    // userPages.test.ts shows a customer both).
    expect(missingHtml).not.toContain('Tableau de bord');
  });

  it('renders the standalone layout without the main header', async () => {
    const html = await (await fetch(`${server.url}/__test/standalone`)).text();
    expect(html).toContain('Standalone layout');
    expect(html).not.toContain('Rechercher dans la boutique');
  });

  it('turns the search form into a redirect to /search/:query', async () => {
    const response = await fetch(
      `${server.url}/en/search?q=${encodeURIComponent(' os à mâcher ')}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/search/os%20%C3%A0%20m%C3%A2cher');
  });

  it('answers every page with 503 and the maintenance page when started in maintenance', async () => {
    for (const [path, text] of [
      ['/', 'Truffe est momentanément indisponible'],
      ['/en/cart', 'Truffe is currently unavailable'],
    ] as const) {
      const response = await fetch(`${maintenance.url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const html = await response.text();
      expect(html).toContain(text);
      expect(pageConfigOf(html)).toMatchObject({ flags: { maintenance: true } });
    }
    const english = await (await fetch(`${maintenance.url}/en/`)).text();
    expect(english).toContain('<title>503 - Currently unavailable</title>');
    expect(english).toContain('Our service team has been dispatched to bring it back online.');
  });

  it('serves the offline page with the offline flag', async () => {
    // One per site: the service worker precaches both (server/platform/serviceWorker.ts).
    const english = await fetch(`${server.url}/en/offline.html`);
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('Truffe because you are offline');
    const offline = await fetch(`${server.url}/offline.html`);
    expect(offline.status).toBe(200);
    const html = await offline.text();
    expect(html).toContain('Vous êtes hors ligne - Truffe');
    expect(pageConfigOf(html)).toMatchObject({ flags: { offline: true } });
  });

  it('shows the version and mode to operators only', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      version: '2.9.9',
      mode: 'development',
    });
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('x-truffe-version')).toBe('2.9.9 (development)');
    expect(await page.text()).not.toContain('2.9.9');
  });

  it('renders for the spec default device whatever the device, and varies on nothing else', async () => {
    // Nothing in the server render depends on the device (decision 0102): no hints asked, no Vary on them.
    const phone = await fetch(`${server.url}/`);
    expect(phone.headers.get('accept-ch')).toBeNull();
    expect(phone.headers.get('vary') ?? '').not.toMatch(/User-Agent|Sec-CH/i);
    const desktop = await fetch(`${server.url}/`, {
      headers: { 'Sec-CH-Viewport-Width': '1440', 'Sec-CH-UA-Mobile': '?0' },
    });
    for (const response of [phone, desktop]) {
      expect(pageConfigOf(await response.text())).toMatchObject({
        device: { type: 'phone', viewportWidthInPx: 360 },
      });
    }
  });

  it('answers the shop query on /graphql per site', async () => {
    const query = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ shop { name websiteId taxFactor locale baseUrl } }' }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { shop: Record<string, unknown> } }).data.shop;
    };
    expect(await query('/graphql')).toMatchObject({
      name: 'Truffe',
      websiteId: 3,
      taxFactor: 1.2,
      locale: 'fr-FR',
    });
    expect(await query('/en/graphql')).toMatchObject({ locale: 'en-GB' });
  });

  it('sends an empty shell with the server-render fallback flag, and the hydrate flag', async () => {
    const response = await fetch(`${fallback.url}/en/cart`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('__staticRouterHydrationData');
    expect(pageConfigOf(html)).toMatchObject({ flags: { ssrFallback: true, hydrate: false } });
    expect(pageConfigOf(await (await fetch(`${server.url}/`)).text())).toMatchObject({
      flags: { ssrFallback: false, hydrate: true, maintenance: false, offline: false },
    });
  });
});
