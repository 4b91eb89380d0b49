/**
 * The extra cost of a product's custom options (spec §3 "Custom options"): a fixed amount (incl. and excl.
 * tax as the catalogue gives them) or a percentage of the product's price, for each option filled in or
 * value chosen. Amounts are integer cents, as everywhere (ARCHITECTURE.md "money").
 */

export interface Amounts {
  inclTax: number;
  exclTax: number;
}

export interface ExtraCostLike {
  type: string;
  rate?: number | null;
  prices?: {
    priceInclTax: { amount: number };
    priceExclTax: { amount: number };
  } | null;
}

export interface CustomOptionLike {
  option_id: string;
  type: string;
  extraCost?: ExtraCostLike | null;
  values: readonly { option_value_id: string; extraCost?: ExtraCostLike | null }[];
}

/** What the shopper entered: option id → text (field, area) or chosen value ids (drop_down, radio, checkbox). */
export type CustomOptionInput = Readonly<Record<string, string | readonly string[]>>;

const textTypes = new Set(['field', 'area']);

/** The cost of one extra-cost rule on a product price. */
export function extraCostAmounts(cost: ExtraCostLike | null | undefined, base: Amounts): Amounts {
  if (!cost) return { inclTax: 0, exclTax: 0 };
  if (cost.type === 'percentage' || cost.type === 'percent') {
    const rate = (cost.rate ?? 0) / 100;
    return { inclTax: Math.round(base.inclTax * rate), exclTax: Math.round(base.exclTax * rate) };
  }
  return {
    inclTax: cost.prices?.priceInclTax.amount ?? 0,
    exclTax: cost.prices?.priceExclTax.amount ?? 0,
  };
}

/** The total extra cost of the custom options the shopper filled in, on the product's price `base`. */
export function customOptionsExtraCost(
  options: readonly CustomOptionLike[],
  input: CustomOptionInput,
  base: Amounts,
): Amounts {
  const total = { inclTax: 0, exclTax: 0 };
  const add = (amounts: Amounts) => {
    total.inclTax += amounts.inclTax;
    total.exclTax += amounts.exclTax;
  };
  for (const option of options) {
    const entered = input[option.option_id];
    if (entered === undefined) continue;
    if (textTypes.has(option.type)) {
      if (typeof entered === 'string' && entered.trim() !== '')
        add(extraCostAmounts(option.extraCost, base));
      continue;
    }
    const chosen = typeof entered === 'string' ? [entered] : entered;
    for (const value of option.values) {
      if (chosen.includes(value.option_value_id)) add(extraCostAmounts(value.extraCost, base));
    }
  }
  return total;
}

/** A price plus an extra cost. */
export function addAmounts(base: Amounts, extra: Amounts): Amounts {
  return { inclTax: base.inclTax + extra.inclTax, exclTax: base.exclTax + extra.exclTax };
}
