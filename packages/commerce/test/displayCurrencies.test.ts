/**
 * Display currency rates (issue 17 item 6; decision 0771): the staff's file is validated (a bad rate or date is
 * refused with the reason), rates become exact integer millionths, conversion of cents rounds half up (34,90 € at
 * 0.86 → £30.01), and an update of the file shows without a restart while a broken update keeps the last good
 * rates.
 */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import {
  convertCents,
  defaultDisplayRatesFile,
  isDisplayCurrency,
  parseDisplayRates,
  readDisplayRates,
} from '../src/money/displayCurrencies';

const file = (updatedOn: string, gbp: string, chf = '0.94') =>
  JSON.stringify({ updatedOn, rates: { GBP: gbp, CHF: chf } });

describe('display currency rates', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('reads the shipped file', () => {
    const rates = readDisplayRates(defaultDisplayRatesFile);
    expect(rates.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rates.rates.map((rate) => rate.code)).toEqual(['GBP', 'CHF']);
  });

  it('turns rates into exact millionths and converts cents half up', () => {
    const rates = parseDisplayRates(file('2026-11-20', '0.8600', '1.5'));
    expect(rates.rates).toEqual([
      { code: 'GBP', ratePpm: 860_000, rate: '0.8600' },
      { code: 'CHF', ratePpm: 1_500_000, rate: '1.5' },
    ]);
    expect(convertCents(3490, 860_000)).toBe(3001);
    expect(convertCents(3490, 940_000)).toBe(3281);
    // 0.5 of a cent goes up, below stays: 1 € at 0.865 → 86.5 → 87; at 0.8649 → 86.49 → 86.
    expect(convertCents(100, 865_000)).toBe(87);
    expect(convertCents(100, 864_900)).toBe(86);
    expect(convertCents(-100, 865_000)).toBe(-87);
    expect(convertCents(0, 860_000)).toBe(0);
  });

  it('refuses a bad file with the reason', () => {
    expect(() => parseDisplayRates(file('20/11/2026', '0.86'))).toThrow();
    expect(() => parseDisplayRates(file('2026-11-20', '-0.86'))).toThrow();
    expect(() => parseDisplayRates(file('2026-11-20', '0.86 GBP'))).toThrow();
    expect(() => parseDisplayRates(file('2026-11-20', '0'))).toThrow(/positive/);
    expect(() => parseDisplayRates('{"updatedOn":"2026-11-20","rates":{"GBP":"0.86"}}')).toThrow();
    expect(() => parseDisplayRates('not json')).toThrow();
  });

  it('shows an update without a restart, and keeps the last good rates when an update is broken', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rates-'));
    dirs.push(dir);
    const path = join(dir, 'rates.json');
    await writeFile(path, file('2026-11-20', '0.86'));
    expect(readDisplayRates(path).rates[0]!.ratePpm).toBe(860_000);
    await writeFile(path, file('2026-11-27', '0.87'));
    await utimes(path, new Date(), new Date(Date.now() + 5_000));
    expect(readDisplayRates(path)).toMatchObject({ updatedOn: '2026-11-27' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeFile(path, '{ broken');
    await utimes(path, new Date(), new Date(Date.now() + 10_000));
    expect(readDisplayRates(path)).toMatchObject({ updatedOn: '2026-11-27' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('knows its currencies', () => {
    expect(['EUR', 'GBP', 'CHF'].every(isDisplayCurrency)).toBe(true);
    expect(isDisplayCurrency('USD')).toBe(false);
    expect(isDisplayCurrency(undefined)).toBe(false);
  });
});
