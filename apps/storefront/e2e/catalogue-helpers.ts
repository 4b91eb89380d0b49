import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until the page is hydrated (src/render/startApp.client.tsx sets the flag). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
}

/** The page's console errors and uncaught exceptions, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** No axe-core violation of serious or critical impact (issue 6 "Must show"). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Colours are audited once they settle: an element caught in its entry transition (the back office's
  // notification fading in) has, for a few hundred milliseconds, less contrast than its own. Finite
  // animations and transitions only; a spinner's endless one is not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** The texts of one site, as the shopper reads them. */
export interface SiteTexts {
  prefix: '' | '/en';
  brand: { facet: string; value: string };
  material: { facet: string; value: string };
  priceRange: RegExp;
  sortPriceDesc: string;
  sortLabel: string;
  pageLengthLabel: string;
  navyBlue: string;
  colourGroup: RegExp;
  sizeGroup: RegExp;
  engraving: RegExp;
  optionsCost: RegExp;
  typo: string;
  typoMatch: RegExp;
  applyFilters: string;
  /** The friendly path of COL-049. */
  productPath: string;
}

export const sites: Record<'fr' | 'en', SiteTexts> = {
  fr: {
    prefix: '',
    brand: { facet: 'Marque', value: 'Alpinéa' },
    material: { facet: 'Matière', value: 'Nylon' },
    priceRange: /^10 € – 20 €/,
    sortPriceDesc: 'Prix décroissant',
    sortLabel: 'Trier par',
    pageLengthLabel: 'Produits par page',
    navyBlue: 'Bleu marine',
    colourGroup: /^Couleur/,
    sizeGroup: /^Taille/,
    engraving: /Gravure du nom/,
    optionsCost: /Dont 3,00\s€ d’options/,
    typo: 'colier',
    typoMatch: /Collier/,
    applyFilters: 'Appliquer les filtres',
    productPath: '/collier-rembourre-alpinea-prestige',
  },
  en: {
    prefix: '/en',
    brand: { facet: 'Brand', value: 'Alpinéa' },
    material: { facet: 'Material', value: 'Nylon' },
    priceRange: /^€10 – €20/,
    sortPriceDesc: 'Price, high to low',
    sortLabel: 'Sort by',
    pageLengthLabel: 'Products per page',
    navyBlue: 'Navy blue',
    colourGroup: /^Colour/,
    sizeGroup: /^Size/,
    engraving: /Name engraving/,
    optionsCost: /Including €3\.00 of options/,
    typo: 'colar',
    typoMatch: /collar/i,
    applyFilters: 'Apply filters',
    productPath: '/en/alpinea-padded-collar-prestige',
  },
};
