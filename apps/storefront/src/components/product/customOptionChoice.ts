/**
 * The custom options the shopper chose (spec §3 "Custom options"), as the price sheet names them: each filled
 * text option, each chosen value. Their costs are the server's (decision 0740): this module prices nothing.
 */

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
  values: readonly { option_value_id: string }[];
}

/** What the shopper entered: option id → text (field, area) or chosen value ids (drop_down, radio, checkbox). */
export type CustomOptionInput = Readonly<Record<string, string | readonly string[]>>;

/** One choice: a filled text option (valueId null) or a chosen value. */
export interface CustomOptionChoice {
  optionId: string;
  valueId: string | null;
}

const textTypes = new Set(['field', 'area']);

/** The choices of what the shopper entered: blank text counts as nothing, as in the cart. */
export function customOptionChoices(
  options: readonly CustomOptionLike[],
  input: CustomOptionInput,
): CustomOptionChoice[] {
  const choices: CustomOptionChoice[] = [];
  for (const option of options) {
    const entered = input[option.option_id];
    if (entered === undefined) continue;
    if (textTypes.has(option.type)) {
      if (typeof entered === 'string' && entered.trim() !== '')
        choices.push({ optionId: option.option_id, valueId: null });
      continue;
    }
    const chosen = typeof entered === 'string' ? [entered] : entered;
    for (const value of option.values)
      if (chosen.includes(value.option_value_id))
        choices.push({ optionId: option.option_id, valueId: value.option_value_id });
  }
  return choices;
}
