import type { Resolvers } from '@truffe/graphql/resolvers-types';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { botCheckRefusal } from '../botCheck/guard';
import { selectRows } from '../db/database';
import * as schema from '../db/schema';
import { translate } from '../messages';
import { servicesOf } from '../store/requestContext';
import { parseInput, requiredText } from '../validation';

/** Review input (spec §3: rating 0–5); texts are stored as plain text and rendered as text. */
export const reviewInputSchema = z.object({
  sku: requiredText(64),
  rating: z.number().min(0).max(5).multipleOf(0.5),
  nickname: requiredText(60),
  title: requiredText(120),
  comment: requiredText(4000),
});

export const reviewResolvers: Resolvers = {
  Mutation: {
    createProductReview: async (_parent, args, context) => {
      const services = servicesOf(context);
      const input = parseInput(reviewInputSchema, args.input, services.locale);
      const [flag] = await selectRows<{ value: string }>(
        services.db,
        sql`SELECT value FROM config_entry WHERE path = 'feature/productReviews'`,
      );
      if (flag?.value !== '1')
        return { success: false, errorMessage: translate(services.locale, 'reviewsDisabled') };
      // Checked after the input and the flag: a refused form does not spend the visitor's solution.
      const refusal = await botCheckRefusal(context, args.input.botCheck);
      if (refusal) return { success: false, errorMessage: refusal };
      const product = await services.loaders.productBySku.load(input.sku);
      if (!product || product.visibility === 1) {
        return {
          success: false,
          errorMessage: translate(services.locale, 'productNotFound', { sku: input.sku }),
        };
      }
      await services.db.insert(schema.review).values({
        productId: product.id,
        locale: services.locale,
        rating: input.rating,
        authorName: input.nickname,
        title: input.title,
        comment: input.comment,
        status: 'pending',
      });
      return { success: true, errorMessage: null };
    },
  },
};
