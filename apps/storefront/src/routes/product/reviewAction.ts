import { CreateProductReviewMutationDocument } from '@truffe/graphql/documents';

import { reviewFormSchema } from '../../components/product/reviewInput';
import { mutationAction } from '../../data/mutationAction';

/**
 * The product route's action: the write-a-review form (spec §7 "creating a product review"), validated
 * with zod before the mutation runs; the review waits for moderation.
 */
export const reviewAction = mutationAction({
  schema: reviewFormSchema,
  document: CreateProductReviewMutationDocument,
  variables: (input) => ({ input }),
  outcome: (result) => result.createProductReview,
});
