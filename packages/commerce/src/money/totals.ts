/**
 * Line totals and document totals (decision 0740). A shopper's price is the price incl. tax: a line is its
 * unit incl. tax × quantity and a total the sum of its lines incl. tax, the excl. figure derived once from
 * it. A professional's invoice adds up excl. tax the same way, the incl. figure derived once from it.
 */
import { type Amounts, exclTax, inclTax, type TaxRule } from './tax';

/** The figure that adds up exactly: incl. tax for shoppers, excl. tax for professionals. */
export type PriceBasis = 'inclTax' | 'exclTax';

/** The customer group of professional customers (their group prices are the seed's group 2). */
export const professionalCustomerGroupId = 2;

/** Which figure adds up for a customer group. */
export function priceBasisOf(customerGroupId: number): PriceBasis {
  return customerGroupId === professionalCustomerGroupId ? 'exclTax' : 'inclTax';
}

/** Amounts whose basis figure is `amount`: the other figure derived from it with one rounding. */
function fromBasis(amount: number, basis: PriceBasis, tax: TaxRule): Amounts {
  return basis === 'inclTax'
    ? { inclTax: amount, exclTax: exclTax(amount, tax) }
    : { exclTax: amount, inclTax: inclTax(amount, tax) };
}

/** A line's total: its unit price × quantity on the basis, the other figure derived from that total. */
export function lineTotal(unit: Amounts, qty: number, basis: PriceBasis, tax: TaxRule): Amounts {
  return fromBasis(unit[basis] * qty, basis, tax);
}

/**
 * The total of a document (cart, checkout, order) from its rows: the sum of the rows on the basis, the other
 * figure derived from that sum; its tax is `inclTax − exclTax`.
 */
export function documentTotal(rows: readonly Amounts[], basis: PriceBasis, tax: TaxRule): Amounts {
  let sum = 0;
  for (const row of rows) sum += row[basis];
  return fromBasis(sum, basis, tax);
}
