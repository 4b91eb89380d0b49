import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  convertMoney,
  discountPercent,
  DisplayCurrencyContext,
  formatMoney,
  Price,
  type PriceAmounts,
} from './Price';
import { axeViolations } from '../test/axe';

const eur = (excl: number): PriceAmounts => ({
  priceExclTax: { amount: excl, currency: 'EUR' },
  priceInclTax: { amount: Math.round(excl * 1.2), currency: 'EUR' },
});

/** Intl puts narrow no-break spaces in French amounts; compare with plain spaces. */
const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats cents per locale', () => {
    expect(formatMoney({ amount: 1250, currency: 'EUR' }, 'fr-FR').replace(/\s/g, ' ')).toBe(
      '12,50 €',
    );
    expect(formatMoney({ amount: 1250, currency: 'EUR' }, 'en-GB')).toBe('€12.50');
  });

  it('computes the discount in whole percent', () => {
    expect(
      discountPercent({ amount: 5000, currency: 'EUR' }, { amount: 4000, currency: 'EUR' }),
    ).toBe(20);
    expect(
      discountPercent({ amount: 5000, currency: 'EUR' }, { amount: 5000, currency: 'EUR' }),
    ).toBe(0);
    expect(discountPercent({ amount: 0, currency: 'EUR' }, { amount: 0, currency: 'EUR' })).toBe(0);
  });
});

describe('Price', () => {
  it('shows the price including tax by default', async () => {
    const { container } = render(<Price regular={eur(4000)} locale="fr-FR" />);
    expect(text(container.querySelector('[data-price-final]'))).toBe('48,00 €');
    expect(screen.getByText('incl. tax')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a professional the price excluding tax with the incl. figure beside', () => {
    const { container } = render(
      <Price regular={eur(4000)} taxDisplay="excl" showOtherTax locale="en-GB" />,
    );
    expect(text(container.querySelector('[data-price-final]'))).toBe('€40.00');
    expect(screen.getByText('excl. tax')).toBeInTheDocument();
    expect(text(container.querySelector('[data-price-other-tax]'))).toBe('(€48.00 incl. tax)');
  });

  it('strikes the regular price through beside a lower final price, with the discount', async () => {
    const { container } = render(<Price regular={eur(5000)} final={eur(4000)} locale="en-GB" />);
    expect(container.querySelector('[data-price-final]')).toHaveTextContent(
      'Special price: €48.00',
    );
    expect(container.querySelector('s')).toHaveTextContent('Regular price: €60.00');
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ignores a final price that is not lower', () => {
    const { container } = render(<Price regular={eur(5000)} final={eur(5000)} locale="en-GB" />);
    expect(container.querySelector('s')).toBeNull();
  });

  it("shows 'from' and tier prices with translated labels", () => {
    render(
      <Price
        regular={eur(1000)}
        from
        tierPrices={[
          { qty: 3, price: eur(900) },
          { qty: 10, price: eur(800) },
        ]}
        locale="fr-FR"
        labels={{
          from: 'À partir de',
          inclTax: 'TTC',
          tier: (qty, price) => `${qty} pour ${price} l'unité`,
        }}
      />,
    );
    expect(screen.getByText('À partir de')).toBeInTheDocument();
    expect(screen.getByText('TTC')).toBeInTheDocument();
    const tiers = screen.getAllByRole('listitem').map((item) => text(item));
    expect(tiers).toEqual(["3 pour 10,80 € l'unité", "10 pour 9,60 € l'unité"]);
  });
});

describe('a display currency (decision 0771)', () => {
  const pounds = { code: 'GBP', ratePpm: 860_000 };

  it('shows the converted amount, rounded half up to the cent, and leaves the discount as charged', () => {
    const { container } = render(
      <DisplayCurrencyContext value={pounds}>
        <Price regular={eur(2908)} final={eur(2500)} locale="en-GB" />
      </DisplayCurrencyContext>,
    );
    // 34,90 € incl. tax (2908 × 1.2 = 3490 cents) at 0.86 → £30.01; 30,00 € → £25.80; -14%.
    expect(text(container.querySelector('[data-price-regular]'))).toContain('£30.01');
    expect(text(container.querySelector('[data-price-final]'))).toContain('£25.80');
    expect(container.textContent).toContain('-14%');
  });

  it('converts euros only, and nothing without a provider', () => {
    expect(convertMoney({ amount: 3490, currency: 'EUR' }, pounds)).toEqual({
      amount: 3001,
      currency: 'GBP',
    });
    expect(convertMoney({ amount: 3490, currency: 'USD' }, pounds)).toEqual({
      amount: 3490,
      currency: 'USD',
    });
    expect(convertMoney({ amount: 3490, currency: 'EUR' }, null)).toEqual({
      amount: 3490,
      currency: 'EUR',
    });
    render(<Price regular={eur(2908)} locale="en-GB" />);
    expect(screen.getByText('€34.90')).toBeTruthy();
  });
});
