/**
 * The product page's price sheet (decision 0740): for each part a line of the product can be made of, its unit
 * price from each quantity on and the cost of each percentage option on it; and the fixed option costs. These
 * are the very amounts `linePrice` adds for the cart, so a page that adds the chosen ones shows the cart's unit.
 */
import type { CustomOptionRow, ProductRow, TierPriceRow } from '../catalog/productRows';
import { percentOf } from './linePrice';
import { computePrices, priceBreaks, unitPriceFrom } from './productPrices';
import { type Amounts, amountsOf, priceOfAmounts, type TaxRule } from './tax';

export interface OptionCostAmounts {
  optionId: number;
  /** Null for a text option (field, area). */
  valueId: number | null;
  cost: Amounts;
}

export interface PriceSheetStep {
  /** The quantity of the part (line quantity × the part's quantity per unit) from which this step applies. */
  minQty: number;
  unit: Amounts;
  /** Cost of each percentage option choice on one unit of the part at this step. */
  optionCosts: OptionCostAmounts[];
}

export interface PriceSheetPart {
  sku: string;
  /** The bundle selection the part is, else null. */
  selectionId: number | null;
  steps: PriceSheetStep[];
}

export interface PriceSheet {
  parts: PriceSheetPart[];
  /** Fixed option costs, per unit of the line whatever its parts. */
  fixedCosts: OptionCostAmounts[];
}

export interface SheetPartInput {
  product: ProductRow;
  tiers: TierPriceRow[];
  selectionId: number | null;
}

interface PriceSetting {
  optionId: number;
  valueId: number | null;
  price: number | null;
  priceType: string | null;
}

/** Every price setting of the options: the option's own (text options) or each value's. */
function settingsOf(options: readonly CustomOptionRow[]): PriceSetting[] {
  return options.flatMap((option): PriceSetting[] =>
    option.values.length === 0
      ? [{ optionId: option.id, valueId: null, price: option.price, priceType: option.priceType }]
      : option.values.map((value) => ({
          optionId: option.id,
          valueId: value.id,
          price: value.price,
          priceType: value.priceType,
        })),
  );
}

/** The price sheet of a product for a customer group: its parts and its custom options. */
export function buildPriceSheet(
  parts: readonly SheetPartInput[],
  options: readonly CustomOptionRow[],
  customerGroupId: number,
  tax: TaxRule,
): PriceSheet {
  const settings = settingsOf(options);
  const percent = settings.filter((setting) => setting.priceType === 'percent');
  const fixedCosts = settings
    .filter((setting) => setting.priceType !== null && setting.priceType !== 'percent')
    .map(({ optionId, valueId, price }) => ({
      optionId,
      valueId,
      cost: amountsOf(price ?? 0, tax),
    }));
  return {
    fixedCosts,
    parts: parts.map(({ product, tiers, selectionId }) => {
      const prices = computePrices(product, tiers, customerGroupId);
      return {
        sku: product.sku,
        selectionId,
        steps: priceBreaks(prices).map((minQty) => {
          const unit = amountsOf(unitPriceFrom(prices, minQty), tax);
          return {
            minQty,
            unit,
            optionCosts: percent.map(({ optionId, valueId, price }) => ({
              optionId,
              valueId,
              cost: percentOf(unit, price ?? 0),
            })),
          };
        }),
      };
    }),
  };
}

function optionCostOutput(cost: OptionCostAmounts) {
  return {
    optionId: String(cost.optionId),
    valueId: cost.valueId === null ? null : String(cost.valueId),
    cost: priceOfAmounts(cost.cost),
  };
}

/** The sheet as `Product.priceSheet` gives it: ids as strings, amounts as GraphQL Prices. */
export function priceSheetOutput(sheet: PriceSheet) {
  return {
    parts: sheet.parts.map((part) => ({
      sku: part.sku,
      selectionId: part.selectionId === null ? null : String(part.selectionId),
      steps: part.steps.map((step) => ({
        minQty: step.minQty,
        unit: priceOfAmounts(step.unit),
        optionCosts: step.optionCosts.map(optionCostOutput),
      })),
    })),
    fixedCosts: sheet.fixedCosts.map(optionCostOutput),
  };
}
