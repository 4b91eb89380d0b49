import { RegisterProMutationDocument, SignInMutationDocument } from '@truffe/graphql/documents';
import { type ActionFunctionArgs, redirect } from 'react-router';

import { isRateLimited } from '../../data/rateLimited';
import { type SiteLocale } from '../../i18n/locales';
import { type AccountActionData, checked, formValues, mutate, refused } from './accountActions';
import { accountPaths } from './accountPaths';

/**
 * The server names a refused part of the professional address by its path in the input; the names, company and
 * phone are fields of their own in the form.
 */
const fieldOfForm: Record<string, string> = {
  'address.firstname': 'firstname',
  'address.lastname': 'lastname',
  'address.company': 'company',
  'address.telephone': 'phone',
};

/**
 * `/register/pro`'s action (issue 15 item 3): registers the professional (pending), then signs in with the
 * same credentials like `/register` and goes to the dashboard, which says the account awaits approval. When the
 * sign-in does not succeed (the address had an account), the page says what registration says to everyone.
 */
export function proRegisterAction(locale: SiteLocale) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const email = values.email ?? '';
    const password = values.password ?? '';
    const street = [values['address.street.0'] ?? '', values['address.street.1'] ?? ''];
    const result = await mutate(context, RegisterProMutationDocument, {
      input: {
        firstname: values.firstname ?? '',
        lastname: values.lastname ?? '',
        email,
        password,
        company: values.company ?? '',
        siret: values.siret ?? '',
        vatNumber: values.vatNumber ?? '',
        activity: values.activity ?? '',
        phone: values.phone ?? '',
        address: {
          // An empty second line is no line.
          street: street[1]!.trim() === '' ? [street[0]!] : street,
          postcode: values['address.postcode'] ?? '',
          city: values['address.city'] ?? '',
          countryCode: values['address.countryCode'] ?? '',
        },
        newsletter: checked(values.newsletter),
        acceptCgv: checked(values.acceptCgv),
        // The widget's response (decision 0756); empty without JavaScript.
        botCheck: values.botCheck || null,
      },
    });
    const answer = result?.registerPro ?? null;
    if (!answer?.success)
      return refused(
        values,
        // A rate-limit refusal is passed on as it is: `refused` knows it by identity (answers 429).
        !answer || isRateLimited(answer)
          ? answer
          : {
              ...answer,
              fieldErrors: answer.fieldErrors.map(({ field, message }) => ({
                field: fieldOfForm[field] ?? field,
                message,
              })),
            },
      );
    const signedIn = await mutate(context, SignInMutationDocument, {
      email,
      password,
      remember: false,
    });
    if (signedIn?.signIn.success) return redirect(accountPaths(locale).dashboard, 303);
    return { ok: true, message: answer.message ?? null } satisfies AccountActionData;
  };
}
