import { expect, type Page, test } from '@playwright/test';

import { expectNoSeriousViolations, hydrated } from './catalogue-helpers';

// Issue 6 content journeys on the production build, in both sites: redirects, the no-route page, content page
// rules, the race-formula tool, the home page's slider and product grid, accessibility.

const sites = [
  {
    name: 'French',
    prefix: '',
    defaultTitle: 'Truffe — croquettes, friandises et accessoires pour chiens',
    defaultDescription:
      'Distributeur français d’alimentation et d’accessoires pour chiens, pour les particuliers et les professionnels.',
    redirect: {
      from: '/ancienne-boutique/croquettes',
      status: 301,
      to: '/alimentation/croquettes',
    },
    temporary: { from: '/soldes', status: 302, to: '/promotions' },
    noRouteHeading: 'Oups, cette page s’est perdue en promenade',
    rgpd: {
      title: 'RGPD — protection des données',
      pageTitle: 'Protection des données personnelles',
      home: 'Accueil',
      breadcrumb: 'Fil d’Ariane',
      footerLink: 'Protection des données',
    },
    race: {
      label: 'Race de votre chien',
      option: 'Labrador',
      formula: 'Croquettes light Grande race au poulet',
    },
    carousel: 'À la une',
    next: 'Diapositive suivante',
    products: 'Produits',
  },
  {
    name: 'English',
    prefix: '/en',
    defaultTitle: 'Truffe — dog food, treats and accessories',
    defaultDescription:
      'French distributor of dog food and accessories, for shoppers and professionals.',
    redirect: { from: '/en/old-shop/dry-food', status: 301, to: '/en/food/dry-food' },
    temporary: { from: '/en/sale', status: 302, to: '/en/special-offers' },
    noRouteHeading: 'Oops, this page wandered off',
    rgpd: {
      title: 'GDPR — data protection',
      pageTitle: 'Data protection',
      home: 'Home',
      breadcrumb: 'Breadcrumb',
      footerLink: 'Data protection',
    },
    race: {
      label: 'Your dog’s breed',
      option: 'Labrador',
      formula: 'Large breed light dry food with chicken',
    },
    carousel: 'Highlights',
    next: 'Next slide',
    products: 'Products',
  },
] as const;

const meta = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).first();

for (const site of sites) {
  test.describe(`${site.name} site`, () => {
    test('a redirect URL lands on its target with the status of its redirect type', async ({
      page,
      baseURL,
    }) => {
      for (const { from, status, to } of [site.redirect, site.temporary]) {
        const first = await page.request.get(from, { maxRedirects: 0 });
        expect(first.status(), from).toBe(status);
        expect(new URL(first.headers().location!, baseURL).pathname).toBe(to);
      }
      const response = await page.goto(site.redirect.from);
      expect(response?.request().redirectedFrom()).not.toBeNull();
      expect(new URL(page.url()).pathname).toBe(site.redirect.to);
      expect(response?.status()).toBe(200);
      // An external target is left as it is.
      const external = await page.request.get(`${site.prefix}/blog`, { maxRedirects: 0 });
      expect(external.status()).toBe(301);
      expect(external.headers().location).toMatch(/^https:\/\/blog\.truffe\.example\//);
    });

    test('a redirect also applies on client navigation', async ({ page }) => {
      await page.goto(`${site.prefix}/rgpd`);
      await hydrated(page);
      // A client-side navigation (popstate, as the back button does) to an address that redirects.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, site.temporary.from);
      await expect(page).toHaveURL(new RegExp(`${site.temporary.to}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(site.rgpd.pageTitle);
    });

    test('an unknown URL shows the no-route CMS page with HTTP 404', async ({ page }) => {
      const response = await page.goto(`${site.prefix}/no/such/page-${Date.now()}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.noRouteHeading);
      await expect(meta(page, 'robots')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('[data-cms-page="no-route"]')).toBeVisible();
    });

    test('a CMS page follows the title, meta and breadcrumb rules', async ({ page, baseURL }) => {
      const response = await page.goto(`${site.prefix}/rgpd/`);
      expect(response?.status()).toBe(200);
      // Meta title, then the site default title; the default description when the page has none.
      await expect(page).toHaveTitle(`${site.rgpd.title} - ${site.defaultTitle}`);
      await expect(meta(page, 'description')).toHaveAttribute('content', site.defaultDescription);
      await expect(meta(page, 'og:title')).toHaveAttribute('content', site.rgpd.title);
      await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website');
      await expect(meta(page, 'og:url')).toHaveAttribute(
        'content',
        `${baseURL}${site.prefix}/rgpd`,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${site.prefix}/rgpd`,
      );
      const trail = page.getByRole('navigation', { name: site.rgpd.breadcrumb });
      await expect(trail.getByRole('listitem')).toHaveText([site.rgpd.home, site.rgpd.pageTitle]);
      await expect(trail.getByRole('link', { name: site.rgpd.home })).toHaveAttribute(
        'href',
        `${site.prefix}/`,
      );
      await expect(trail.locator('[aria-current="page"]')).toHaveText(site.rgpd.pageTitle);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.rgpd.pageTitle);

      // After a client navigation the head follows the new page, and back again.
      await hydrated(page);
      await page.goto(`${site.prefix}/formule-par-race`);
      await hydrated(page);
      await page.getByRole('contentinfo').getByRole('link', { name: site.rgpd.footerLink }).click();
      await expect(page).toHaveTitle(`${site.rgpd.title} - ${site.defaultTitle}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${site.prefix}/rgpd`,
      );
      await expectNoSeriousViolations(page);
    });

    test('the race-formula select shows the chosen formula and reveals the result', async ({
      page,
    }) => {
      await page.goto(`${site.prefix}/formule-par-race`);
      await hydrated(page);
      const result = page.locator('.race-formula-result');
      await expect(result).toBeHidden();
      await page.getByLabel(site.race.label).selectOption({ label: site.race.option });
      await expect(result).toBeVisible();
      await expect(result.locator('.race-formula-result-value')).toHaveText(site.race.formula);
    });

    test('home renders the slider and the product grid, accessibly', async ({ page }) => {
      const response = await page.goto(`${site.prefix}/`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const carousel = page.getByRole('region', { name: site.carousel });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(3);
      const box = await carousel.boundingBox();
      await carousel.getByRole('button', { name: site.next }).click();
      await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true');
      await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
      // Changing slide does not change the carousel's size.
      const after = await carousel.boundingBox();
      expect([after?.width, after?.height]).toEqual([box?.width, box?.height]);
      const grids = page.getByRole('list', { name: site.products });
      expect(await grids.count()).toBeGreaterThanOrEqual(2);
      expect(await grids.first().getByRole('listitem').count()).toBeGreaterThan(0);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
      await expectNoSeriousViolations(page);
    });
  });
}

test('the home path is rewritten to the root, and the FAQ shows its accordion and contact block', async ({
  page,
}) => {
  const home = await page.request.get('/en/home', { maxRedirects: 0 });
  expect(home.status()).toBe(301);
  expect(new URL(home.headers().location!, 'http://x').pathname).toBe('/en/');
  await page.goto('/faq');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  const question = page.getByRole('button', { name: 'Comment suivre ma commande ?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Dès l’expédition, vous recevez un e-mail')).toBeVisible();
  await expect(page.locator('[data-cms-block="faq-contact"]')).toContainText('page contact');
});

test('sitemap.xml lists both sites and robots.txt names it', async ({ page, baseURL }) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/en/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/rgpd</loc>`);
  expect(xml).toMatch(/<image:loc>[^<]+size=large/);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
