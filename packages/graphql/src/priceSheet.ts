/**
 * Reading a product's price sheet (schema `PriceSheet`, decision 0740): the unit price of a choice is the sum
 * of the server's figures for the chosen parts and options. Nothing here applies a rate or rounds: it looks
 * figures up and adds integers of cents, so the page shows the unit the cart charges.
 */

interface SheetPrice {
  priceInclTax: { amount: number };
  priceExclTax: { amount: number };
}

interface SheetOptionCost {
  optionId: string;
  valueId?: string | null;
  cost: SheetPrice;
}

/** The fields of a `PriceSheet` the reader needs. */
export interface PriceSheetLike {
  parts: readonly {
    sku: string;
    selectionId?: string | null;
    steps: readonly { minQty: number; unit: SheetPrice; optionCosts: readonly SheetOptionCost[] }[];
  }[];
  fixedCosts: readonly SheetOptionCost[];
}

/** Cents both ways. */
export interface SheetAmounts {
  inclTax: number;
  exclTax: number;
}

/** A choice on the product page, as it will be added to the cart. */
export interface SheetChoice {
  /**
   * The parts of one unit: the product (or its chosen child) by SKU with quantity 1, or the bundle's chosen
   * selections by id with their quantities.
   */
  parts: readonly ({ sku: string; qty: number } | { selectionId: string; qty: number })[];
  /** The line quantity. */
  quantity: number;
  /** Chosen custom options: a filled text option (valueId null) or each chosen value. */
  options: readonly { optionId: string; valueId: string | null }[];
}

/** The unit price of a choice: its parts (`base`), its options, and their sum (`unit`). */
export interface ChoicePrice {
  base: SheetAmounts;
  options: SheetAmounts;
  unit: SheetAmounts;
}

const add = (total: SheetAmounts, price: SheetPrice, times = 1) => {
  total.inclTax += price.priceInclTax.amount * times;
  total.exclTax += price.priceExclTax.amount * times;
};

const sameChoice = (cost: SheetOptionCost, option: SheetChoice['options'][number]) =>
  cost.optionId === option.optionId && (cost.valueId ?? null) === option.valueId;

/**
 * The unit price of a choice from the sheet, or null when the sheet lacks one of its parts. A part's step is
 * the last one whose `minQty` its quantity in the line (line quantity × its quantity per unit) reaches.
 */
export function priceOfChoice(sheet: PriceSheetLike, choice: SheetChoice): ChoicePrice | null {
  const base = { inclTax: 0, exclTax: 0 };
  const options = { inclTax: 0, exclTax: 0 };
  for (const part of choice.parts) {
    const entry = sheet.parts.find((candidate) =>
      'selectionId' in part
        ? candidate.selectionId === part.selectionId
        : candidate.sku === part.sku && !candidate.selectionId,
    );
    const reached = part.qty * choice.quantity;
    const step = entry?.steps.filter((candidate) => candidate.minQty <= reached).at(-1);
    if (!step) return null;
    add(base, step.unit, part.qty);
    for (const option of choice.options) {
      const cost = step.optionCosts.find((candidate) => sameChoice(candidate, option));
      if (cost) add(options, cost.cost, part.qty);
    }
  }
  for (const option of choice.options) {
    const cost = sheet.fixedCosts.find((candidate) => sameChoice(candidate, option));
    if (cost) add(options, cost.cost);
  }
  return {
    base,
    options,
    unit: { inclTax: base.inclTax + options.inclTax, exclTax: base.exclTax + options.exclTax },
  };
}
