/** Spec §9: ratings go from 0 to 5. */
export const ratingMax = 5;

/** Rounds to the nearest half star within 0–5 (NaN gives 0). */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.round(value * 2) / 2, 0), ratingMax);
}
