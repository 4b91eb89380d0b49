/**
 * What a shopper is asked to consent to (spec §4 "Analytics", decision 0353), one choice per purpose.
 * The order is the order of the preferences page.
 */
export const consentPurposes = ['analytics', 'reviews', 'performance'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** A shopper's choices: true = consented. */
export type ConsentChoices = Record<ConsentPurpose, boolean>;

export const allRefused: ConsentChoices = { analytics: false, reviews: false, performance: false };
export const allAccepted: ConsentChoices = { analytics: true, reviews: true, performance: true };
