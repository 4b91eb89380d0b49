import { type Browser, expect, type Page, test } from '@playwright/test';

import { expectNoSeriousViolations, sites } from './catalogue-helpers';

// A shared machine: pages may take a while to start; axe runs on full pages.
test.describe.configure({ timeout: 90_000 });

/** The page has started (src/render/startApp.client.tsx sets the flag). */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
}

/**
 * Issue 20: the category menu (desktop bar, "Menu" drawer on phones), with and without JavaScript and by
 * keyboard; the language switch landing on the same entity; the legal pages in the footer; the FAQ inside the
 * main layout. Both sites.
 */
const texts = {
  fr: {
    ...sites.fr,
    menu: 'Menu',
    categories: 'Catégories',
    toys: 'Jouets',
    plush: 'Peluches',
    otherLanguage: 'English',
    languageButton: /^Langue/,
    legalNotice: 'Mentions légales',
    termsOfSale: 'Conditions générales de vente',
    faqTitle: 'Questions fréquentes',
  },
  en: {
    ...sites.en,
    menu: 'Menu',
    categories: 'Categories',
    toys: 'Toys',
    plush: 'Plush toys',
    otherLanguage: 'Français',
    languageButton: /^Language/,
    legalNotice: 'Legal notice',
    termsOfSale: 'Terms of sale',
    faqTitle: 'Frequently asked questions',
  },
};
type Texts = (typeof texts)['fr'];

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function open(browser: Browser, options: { javaScript: boolean; viewport: typeof desktop }) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript,
    viewport: options.viewport,
  });
  return { context, page: await context.newPage() };
}

async function expectToysPage(page: Page, site: Texts) {
  // A client navigation: the category screen and its data load first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.toys, { timeout: 20_000 });
  // The friendly URL of the category, on the same site.
  expect(new URL(page.url()).pathname.startsWith(`${site.prefix}/`)).toBe(true);
}

/** The browser's own expanded state of an element (Chrome's accessibility tree, not the DOM attribute). */
async function expandedState(page: Page, selector: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  });
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

for (const [name, site] of Object.entries(texts)) {
  test.describe(`${name} site`, () => {
    for (const javaScript of [true, false]) {
      const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

      test(`desktop: the menu bar reaches ${site.toys} from the home page, ${mode}`, async ({
        browser,
      }) => {
        const { context, page } = await open(browser, { javaScript, viewport: desktop });
        await page.goto(`${site.prefix}/`);
        if (javaScript) await hydrated(page);
        const menu = page.getByRole('navigation', { name: site.categories, exact: true });
        const toys = menu.getByRole('link', { name: site.toys, exact: true });
        // The children show while the pointer is over their category (CSS only).
        await expect(menu.getByRole('link', { name: site.plush })).toBeHidden();
        await toys.hover();
        await expect(menu.getByRole('link', { name: site.plush })).toBeVisible();
        if (javaScript) {
          // The first product of the category, pictured in the spec's menuBestseller preset.
          const picture = page
            .getByTestId('desktop-menu')
            .locator('li', { has: page.getByRole('link', { name: site.toys, exact: true }) })
            .locator('img[src*="size=menuBestseller"]');
          await expect(picture).toBeVisible({ timeout: 15_000 });
        }
        await toys.click();
        await expectToysPage(page, site);
        await context.close();
      });

      test(`phone: the Menu drawer reaches ${site.toys} from the home page, ${mode}`, async ({
        browser,
      }) => {
        const { context, page } = await open(browser, { javaScript, viewport: phone });
        await page.goto(`${site.prefix}/`);
        if (javaScript) await hydrated(page);
        // The desktop bar is not shown on a phone.
        await expect(page.getByTestId('desktop-menu')).toBeHidden();
        const button = page.getByTestId('mobile-menu').locator('summary');
        await expect(button).toHaveText(site.menu);
        const drawer = page.getByRole('navigation', { name: site.categories, exact: true });
        await expect(drawer).toBeHidden();
        await button.click();
        await expect(drawer).toBeVisible();
        await drawer.getByRole('link', { name: site.toys, exact: true }).click();
        await expectToysPage(page, site);
        if (javaScript) await expect(drawer).toBeHidden();
        await context.close();
      });
    }

    test('phone, keyboard: the drawer opens with Enter, Escape closes it and gives the focus back', async ({
      browser,
    }) => {
      const { context, page } = await open(browser, { javaScript: true, viewport: phone });
      await page.goto(`${site.prefix}/`);
      await hydrated(page);
      const details = page.getByTestId('mobile-menu');
      const button = details.locator('summary');
      await button.focus();
      expect(await expandedState(page, '[data-testid="mobile-menu"] > summary')).toBe(false);
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('open', '');
      expect(await expandedState(page, '[data-testid="mobile-menu"] > summary')).toBe(true);
      await page.keyboard.press('Tab');
      await expect(
        page
          .getByRole('navigation', { name: site.categories, exact: true })
          .getByRole('link')
          .first(),
      ).toBeFocused();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(details).not.toHaveAttribute('open');
      await expect(button).toBeFocused();
      expect(await expandedState(page, '[data-testid="mobile-menu"] > summary')).toBe(false);
      await context.close();
    });

    test('desktop, keyboard: a category shows its children on focus, Escape hides them', async ({
      browser,
    }) => {
      const { context, page } = await open(browser, { javaScript: true, viewport: desktop });
      await page.goto(`${site.prefix}/`);
      await hydrated(page);
      const menu = page.getByRole('navigation', { name: site.categories, exact: true });
      const toys = menu.getByRole('link', { name: site.toys, exact: true });
      const plush = menu.getByRole('link', { name: site.plush });
      await toys.focus();
      await expect(plush).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(plush).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(plush).toBeHidden();
      await expect(toys).toBeFocused();
      await context.close();
    });
  });
}

/** Opens the language menu and follows the other site's link (a full page load). */
async function switchLanguage(page: Page, site: Texts) {
  await hydrated(page);
  await page.getByRole('button', { name: site.languageButton }).click();
  await page.getByRole('link', { name: site.otherLanguage }).click();
  await hydrated(page);
}

async function canonicalPath(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(href!).pathname;
}

const switches: { kind: string; from: keyof typeof texts; path: string; to: string }[] = [
  { kind: 'product', from: 'fr', path: sites.fr.productPath, to: sites.en.productPath },
  { kind: 'product', from: 'en', path: sites.en.productPath, to: sites.fr.productPath },
  { kind: 'category', from: 'fr', path: '/promenade/harnais', to: '/en/walking/harnesses' },
  { kind: 'category', from: 'en', path: '/en/walking/harnesses', to: '/promenade/harnais' },
  { kind: 'CMS page', from: 'fr', path: '/rgpd', to: '/en/rgpd' },
  { kind: 'CMS page', from: 'en', path: '/en/formule-par-race', to: '/formule-par-race' },
];

for (const { kind, from, path, to } of switches) {
  test(`the language switch on a ${kind} (${path}) lands on the same ${kind} in the other language`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await switchLanguage(page, texts[from]);
    await expect(page.locator('html')).toHaveAttribute('lang', from === 'fr' ? 'en-GB' : 'fr-FR');
    expect(await canonicalPath(page)).toBe(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('without JavaScript the language switch is a plain link to the same entity', async ({
  browser,
}) => {
  const { context, page } = await open(browser, { javaScript: false, viewport: desktop });
  await page.goto('/promenade/harnais');
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  expect(await canonicalPath(page)).toBe('/en/walking/harnesses');
  await context.close();
});

test('the language switch on a not-found page goes to the other home page', async ({ page }) => {
  await page.goto('/nothing-here-at-all');
  await switchLanguage(page, texts.fr);
  expect(new URL(page.url()).pathname).toBe('/en/');
});

for (const [name, site] of Object.entries(texts)) {
  test(`${name}: every footer links the terms of sale and the legal notice, which names publisher, director and host`, async ({
    page,
  }) => {
    await page.goto(`${site.prefix}/`);
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: site.termsOfSale })).toHaveAttribute(
      'href',
      `${site.prefix}/user/cgv`,
    );
    await footer.getByRole('link', { name: site.legalNotice }).click();
    await expect(page).toHaveURL(new RegExp(`${site.prefix}/mentions-legales$`));
    const notice = page.getByTestId('legal-notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.legalNotice);
    await expect(notice).toContainText('Truffe Distribution');
    await expect(notice).toContainText('84215300900019');
    await expect(notice).toContainText('RCS Lyon 842 153 009');
    await expect(notice.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expectNoSeriousViolations(page);

    // The terms of sale answer (the CMS page the checkout links).
    const terms = await page.request.get(`${site.prefix}/user/cgv`);
    expect(terms.status()).toBe(200);
  });

  test(`${name}: the FAQ is inside the main layout (header, menu and footer)`, async ({ page }) => {
    await page.goto(`${site.prefix}/faq`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.faqTitle);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: site.categories, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  for (const [label, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`${name}: the home page with the menu has no serious accessibility violation (${label})`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, { javaScript: true, viewport });
      await page.goto(`${site.prefix}/`);
      await hydrated(page);
      await expectNoSeriousViolations(page);
      await context.close();
    });
  }

  test(`${name}: the footer's CMS links stay on the site`, async ({ page }) => {
    await page.goto(`${site.prefix}/`);
    await hydrated(page);
    const news = page.locator('[data-cms-block="footer-news"]');
    const href = await news.getByRole('link').first().getAttribute('href');
    expect(href).toBe(name === 'fr' ? '/nouveautes' : '/en/new-arrivals');
  });
}
