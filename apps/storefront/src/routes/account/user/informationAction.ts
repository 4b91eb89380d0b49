import {
  ChangeCustomerEmailMutationDocument,
  ChangeCustomerPasswordMutationDocument,
  UpdateCustomerNameMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { done, formValues, mutate, refused } from './userForms';
import { userPaths } from './userPaths';

/**
 * `/user/information`: the name, e-mail and password forms (`intent` tells them apart). The e-mail form's
 * notice is the same whether the address was free or another account's, and nothing changes before the link
 * mailed to the new address is opened (decision 0923); a new password ends the other
 * sessions, and the mutation gives this browser a new session cookie on the redirect itself.
 */
export function informationAction(locale: SiteLocale) {
  const page = userPaths(locale).information;
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    switch (values.intent) {
      case 'name': {
        const result = await mutate(context, UpdateCustomerNameMutationDocument, {
          input: { firstname: values.firstname ?? '', lastname: values.lastname ?? '' },
        });
        const answer = result?.updateCustomerName ?? null;
        return answer?.success ? done(page, 'nameSaved') : refused('name', values, answer);
      }
      case 'email': {
        const result = await mutate(context, ChangeCustomerEmailMutationDocument, {
          email: values.email ?? '',
          password: values.password ?? '',
        });
        const answer = result?.changeCustomerEmail ?? null;
        return answer?.success
          ? done(page, 'emailChangeRecorded')
          : refused('email', values, answer);
      }
      case 'password': {
        const result = await mutate(context, ChangeCustomerPasswordMutationDocument, {
          currentPassword: values.currentPassword ?? '',
          newPassword: values.newPassword ?? '',
        });
        const answer = result?.changeCustomerPassword ?? null;
        return answer?.success
          ? done(page, 'passwordChanged')
          : refused('password', values, answer);
      }
      default:
        return refused(values.intent ?? '', values, {
          success: false,
          errorMessage: null,
          fieldErrors: [],
        });
    }
  };
}
