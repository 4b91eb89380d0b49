import { CreateProductReviewMutationDocument } from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data } from 'react-router';

import { reviewFormSchema } from '../../components/product/reviewInput';
import { mutationAction } from '../../data/mutationAction';

const createReview = mutationAction({
  schema: reviewFormSchema,
  document: CreateProductReviewMutationDocument,
  variables: (input) => ({ input }),
  outcome: (result) => result.createProductReview,
});

/**
 * The action of the catch-all's friendly URLs, products' and categories' alike: the write-a-review form (spec
 * §7 "creating a product review"), validated with zod before the mutation runs; the review waits for
 * moderation. A post without the form's product (a hand-made one, to a category, a content page or a
 * product) is no review: 405, which the server answers with the refused-form page in the site's language
 * (decision 0930), rather than a category page without a word or a review refusal nobody asked for.
 */
export async function reviewAction(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  if (typeof form.get('sku') !== 'string')
    throw data(null, { status: 405, statusText: 'Method Not Allowed' });
  return createReview(args);
}
