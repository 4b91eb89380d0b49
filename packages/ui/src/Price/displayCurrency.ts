import { createContext } from 'react';

import { type Money } from './formatMoney';

/**
 * The currency prices are shown in when it is not the one they are charged in (decision 0771): amounts stay in
 * euros everywhere and are converted only where a `Price` formats them, at `ratePpm` millionths of a unit per
 * euro, rounded half up to the cent. Cart and checkout totals do not use `Price`: they stay in euros.
 */
export interface DisplayCurrency {
  /** ISO 4217 code shown ('GBP', 'CHF'). */
  code: string;
  /** Units of `code` per euro, in millionths. */
  ratePpm: number;
}

/** No provider, or `null`: prices are shown as charged. */
export const DisplayCurrencyContext = createContext<DisplayCurrency | null>(null);

/** `money` (in euros) in the display currency; anything else is returned unchanged. */
export function convertMoney(money: Money, display: DisplayCurrency | null): Money {
  if (!display || money.currency !== 'EUR') return money;
  const cents =
    Math.sign(money.amount) * Math.round((Math.abs(money.amount) * display.ratePpm) / 1_000_000);
  return { amount: cents, currency: display.code };
}
