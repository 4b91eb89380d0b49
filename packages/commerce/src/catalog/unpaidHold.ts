/**
 * How much stock one unpaid order may hold, and for how long (issue 19 item 3, decision 0890). An order takes
 * its stock when it is placed, before it is paid; without a bound, a handful of anonymous placements could lock
 * up a product's whole stock until reconciliation gave it back. Now one order may take at most
 * `maxShare` of a product's units left (but always `minUnits`, so small stocks still sell), and an order still
 * unpaid after `holdMinutes` is canceled by the reconciliation (stock given back). The cart refuses the same
 * quantities, so the shopper hears it before the checkout.
 *
 * Settings (README "Configuration"): MAX_UNPAID_SHARE (0–1, default 0.2), MAX_UNPAID_MIN_UNITS (default 5),
 * UNPAID_HOLD_MINUTES (default 30).
 */

export interface UnpaidHoldPolicy {
  /** Share of the units left one order may take. */
  maxShare: number;
  /** Units one order may always take (when the stock has them). */
  minUnits: number;
  /** An order unpaid after this many minutes gives its stock back (reconciliation). */
  holdMinutes: number;
}

export const defaultUnpaidHoldPolicy: UnpaidHoldPolicy = {
  maxShare: 0.2,
  minUnits: 5,
  holdMinutes: 30,
};

function numberIn(value: string | undefined, min: number, max: number, fallback: number): number {
  const parsed = Number(value?.trim());
  return value?.trim() && Number.isFinite(parsed) && parsed >= min && parsed <= max
    ? parsed
    : fallback;
}

/** The policy from the environment; a missing or out-of-range value keeps its default. */
export function unpaidHoldPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): UnpaidHoldPolicy {
  return {
    maxShare: numberIn(env.MAX_UNPAID_SHARE, 0.01, 1, defaultUnpaidHoldPolicy.maxShare),
    minUnits: Math.floor(
      numberIn(env.MAX_UNPAID_MIN_UNITS, 1, 1_000_000, defaultUnpaidHoldPolicy.minUnits),
    ),
    holdMinutes: numberIn(env.UNPAID_HOLD_MINUTES, 5, 24 * 60, defaultUnpaidHoldPolicy.holdMinutes),
  };
}

/** The most units of a product with `unitsLeft` that one order may take. */
export function maxUnitsPerOrder(unitsLeft: number, policy: UnpaidHoldPolicy): number {
  return Math.max(policy.minUnits, Math.floor(unitsLeft * policy.maxShare));
}

/**
 * Above this many units, a stock refusal no longer tells the exact quantity left ("only a limited quantity"):
 * an exact count of a large stock tells competitors and scrapers more than it helps a shopper.
 */
export const stockDisclosureLimit = 10;
