import {
  CreateCustomerAddressMutationDocument,
  DeleteCustomerAddressMutationDocument,
  SetDefaultCustomerAddressMutationDocument,
  UpdateCustomerAddressMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs } from 'react-router';

import { type SiteLocale } from '../../../i18n/locales';
import { done, formValues, mutate, refused } from './userForms';
import { userPaths } from './userPaths';

const checked = (value: string | undefined) => value === 'on' || value === 'true';

/** The `CustomerAddressInput` of the form (the server checks every rule and names the refused fields). */
function addressInput(values: Record<string, string>) {
  const secondLine = values['street.1']?.trim();
  const optional = (value: string | undefined) => (value?.trim() ? value : null);
  // A box left unchecked sends nothing: an edited address keeps its defaults (a default moves by choosing
  // another address, never vanishes), and the first address of a book becomes both (the service's rule).
  const defaultChoice = (name: string) => (checked(values[name]) ? true : null);
  return {
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    company: optional(values.company),
    // The first line is always sent (even empty) so that the server names it in its error.
    street: secondLine ? [values['street.0'] ?? '', secondLine] : [values['street.0'] ?? ''],
    postcode: values.postcode ?? '',
    city: values.city ?? '',
    countryCode: values.countryCode ?? '',
    telephone: optional(values.telephone),
    isDefaultBilling: defaultChoice('isDefaultBilling'),
    isDefaultShipping: defaultChoice('isDefaultShipping'),
  };
}

/**
 * `/user/address-book`: add (`create`), edit (`update`), delete (`delete`, posted by the confirmation step)
 * and choose a default (`defaultBilling`, `defaultShipping`). The address id is only a request: the server
 * acts on the session customer's own addresses, another's is "not found".
 */
export function addressBookAction(locale: SiteLocale) {
  const page = userPaths(locale).addressBook;
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const id = values.id ?? '';
    switch (values.intent) {
      case 'create': {
        const result = await mutate(context, CreateCustomerAddressMutationDocument, {
          input: addressInput(values),
        });
        const answer = result?.createCustomerAddress ?? null;
        return answer?.success ? done(page, 'addressAdded') : refused('create', values, answer);
      }
      case 'update': {
        const result = await mutate(context, UpdateCustomerAddressMutationDocument, {
          id,
          input: addressInput(values),
        });
        const answer = result?.updateCustomerAddress ?? null;
        return answer?.success ? done(page, 'addressSaved') : refused('update', values, answer);
      }
      case 'delete': {
        const result = await mutate(context, DeleteCustomerAddressMutationDocument, { id });
        const answer = result?.deleteCustomerAddress ?? null;
        return answer?.success ? done(page, 'addressDeleted') : refused('delete', values, answer);
      }
      case 'defaultBilling':
      case 'defaultShipping': {
        const result = await mutate(context, SetDefaultCustomerAddressMutationDocument, {
          id,
          kind: values.intent === 'defaultBilling' ? 'BILLING' : 'SHIPPING',
        });
        const answer = result?.setDefaultCustomerAddress ?? null;
        return answer?.success ? done(page, 'defaultSaved') : refused('default', values, answer);
      }
      default:
        return refused('unknown', values, { success: false, errorMessage: null, fieldErrors: [] });
    }
  };
}
