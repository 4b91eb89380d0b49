/**
 * Longest texts of a review (the catalogue's own limits, packages/commerce reviews). Its own module so that the
 * form's `maxLength`s do not bring the validation library (zod) into the product page's JavaScript.
 */
export const reviewLimits = { nickname: 60, title: 120, comment: 4000 } as const;
