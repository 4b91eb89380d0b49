/**
 * Display currencies (issue 17 item 6, spec §1 and §7; decision 0771): the shop's base and charging currency is
 * EUR; GBP and CHF may be chosen for display only, at rates the staff keep in a JSON file
 * (`packages/commerce/config/display-currencies.json`, or the file named by `DISPLAY_RATES_FILE`) with the date
 * they were set. Rates are decimal strings (at most 6 decimals) turned into integer millionths, so a conversion
 * is integer arithmetic on cents: `round(cents × ratePpm / 1 000 000)`, half up — the one rounding rule, stated
 * once on the page.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

/** The currencies a shopper may display prices in; the first is the base (and the only one charged). */
export const displayCurrencyCodes = ['EUR', 'GBP', 'CHF'] as const;
export type DisplayCurrencyCode = (typeof displayCurrencyCodes)[number];

/** A display currency with its rate from EUR. */
export interface DisplayRate {
  code: Exclude<DisplayCurrencyCode, 'EUR'>;
  /** Units of `code` per euro, in millionths (0.86 → 860 000). */
  ratePpm: number;
  /** The rate as the staff wrote it ('0.8600'). */
  rate: string;
}

export interface DisplayRates {
  /** When the staff set the rates (ISO date). */
  updatedOn: string;
  rates: DisplayRate[];
}

/** The file the staff update, unless `DISPLAY_RATES_FILE` names another. */
export const defaultDisplayRatesFile = fileURLToPath(
  new URL('../../config/display-currencies.json', import.meta.url),
);

const rateText = z.string().regex(/^\d{1,4}(\.\d{1,6})?$/, 'a decimal such as "0.8600"');

const ratesFile = z.object({
  updatedOn: z.iso.date(),
  rates: z.object({ GBP: rateText, CHF: rateText }),
});

/** Millionths of a decimal rate, exactly ('0.86' → 860000). */
function ppmOf(rate: string): number {
  const [units = '0', decimals = ''] = rate.split('.');
  return Number(units) * 1_000_000 + Number(decimals.padEnd(6, '0'));
}

/** Parses the rates file's text; throws with the reason when it is not valid. */
export function parseDisplayRates(text: string): DisplayRates {
  const parsed = ratesFile.parse(JSON.parse(text));
  const rates = (['GBP', 'CHF'] as const).map((code) => {
    const ratePpm = ppmOf(parsed.rates[code]);
    if (ratePpm <= 0) throw new Error(`The ${code} rate must be positive`);
    return { code, ratePpm, rate: parsed.rates[code] };
  });
  return { updatedOn: parsed.updatedOn, rates };
}

let cached: { path: string; mtimeMs: number; rates: DisplayRates } | null = null;

/**
 * The rates of the file (re-read when it changes, so the staff's update shows without a restart). A file that
 * became invalid keeps the last good rates and says so in the log; with none ever read, it throws.
 */
export function readDisplayRates(
  path = process.env.DISPLAY_RATES_FILE?.trim() || defaultDisplayRatesFile,
): DisplayRates {
  const mtimeMs = statSync(path).mtimeMs;
  if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.rates;
  try {
    const rates = parseDisplayRates(readFileSync(path, 'utf8'));
    cached = { path, mtimeMs, rates };
    return rates;
  } catch (error) {
    if (cached && cached.path === path) {
      console.warn(
        `[currency] ${path} is not valid, keeping the rates of ${cached.rates.updatedOn}:`,
        error,
      );
      return cached.rates;
    }
    throw error;
  }
}

/** Whether a string (a cookie's value) is a display currency. */
export function isDisplayCurrency(value: unknown): value is DisplayCurrencyCode {
  return typeof value === 'string' && (displayCurrencyCodes as readonly string[]).includes(value);
}

/** Cents of EUR in the display currency's cents (half up): the rule the page states. */
export function convertCents(cents: number, ratePpm: number): number {
  return Math.sign(cents) * Math.round((Math.abs(cents) * ratePpm) / 1_000_000);
}
