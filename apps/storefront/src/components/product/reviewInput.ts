import { z } from '../../platform/zod';

import { reviewLimits } from './reviewLimits';

export { reviewLimits };

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The write-a-review form (spec §3 Review: rating 0–5), validated on the server by the product route's
 * action before the mutation runs: a whole-star rating from 1 to 5 and three non-blank texts.
 */
export const reviewFormSchema = z.object({
  sku: text(64),
  rating: z.coerce.number().int().min(1).max(5),
  nickname: text(reviewLimits.nickname),
  title: text(reviewLimits.title),
  comment: text(reviewLimits.comment),
  /** The bot-check widget's response (decision 0756); none without JavaScript. */
  botCheck: z
    .string()
    .max(4000)
    .optional()
    .transform((value) => value || undefined),
});
