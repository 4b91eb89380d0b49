import {
  SubscribeCustomerNewsletterMutationDocument,
  UnsubscribeCustomerNewsletterMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs } from 'react-router';

import { unknownFormMessage } from '../../../data/unknownForm';
import { type SiteLocale } from '../../../i18n/locales';
import { done, formValues, mutate, refused } from './userForms';
import { userPaths } from './userPaths';

/**
 * `/user/newsletter`: subscribe or unsubscribe. The server stores the choice with its date, the source
 * `account` and its own wording of the choice (the text this page shows), never a text the browser sends.
 */
export function newsletterAction(locale: SiteLocale) {
  const page = userPaths(locale).newsletter;
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    if (values.intent === 'subscribe') {
      const result = await mutate(context, SubscribeCustomerNewsletterMutationDocument, {});
      const answer = result?.subscribeCustomerNewsletter ?? null;
      return answer?.success ? done(page, 'subscribed') : refused('newsletter', values, answer);
    }
    if (values.intent === 'unsubscribe') {
      const result = await mutate(context, UnsubscribeCustomerNewsletterMutationDocument, {});
      const answer = result?.unsubscribeCustomerNewsletter ?? null;
      return answer?.success ? done(page, 'unsubscribed') : refused('newsletter', values, answer);
    }
    // No form of the page sends another intent: say so, rather than a refusal without a message.
    return refused('newsletter', values, {
      success: false,
      errorMessage: unknownFormMessage(locale),
      fieldErrors: [],
    });
  };
}
