import { type AnyVariables, type TypedDocumentNode } from '@urql/core';
import {
  CreateCustomerAddressMutationDocument,
  PlaceOrderMutationDocument,
  SetCheckoutAddressesMutationDocument,
  SetCheckoutSavedAddressMutationDocument,
  SetCheckoutEmailMutationDocument,
  SetCheckoutPaymentMethodMutationDocument,
  SetCheckoutShippingMethodMutationDocument,
} from '@truffe/graphql/documents';
import { type ActionFunctionArgs, data, redirect, redirectDocument } from 'react-router';

import { type CheckoutActionData } from '../../components/checkout/checkoutActionData';
import {
  addressInput,
  parseCheckoutForm,
  type CheckoutIntent,
  checkoutIntents,
  pickupPointFor,
} from '../../components/checkout/checkoutForm';
import { fieldErrorsByPath } from '../../components/checkout/fieldErrors';
import { rateLimitedMessage } from '../../data/rateLimited';
import { shopClientOf } from '../../data/shopClient';
import { type SiteLocale } from '../../i18n/locales';
import { checkoutPaths } from './loadCheckoutScreen';

interface MutationAnswer {
  success: boolean;
  errorMessage?: string | null;
  fieldErrors: readonly { field: string; message: string }[];
}

function refusal(
  intent: CheckoutIntent | null,
  reason: CheckoutActionData['reason'],
  values: Record<string, string>,
  answer?: MutationAnswer,
  /** 429 for a rate-limited placement (shown like a refusal). */
  statusOverride?: number,
) {
  const status =
    statusOverride ?? (reason === 'invalid' ? 400 : reason === 'unavailable' ? 503 : 422);
  return data<CheckoutActionData>(
    {
      ok: false,
      intent,
      reason,
      errorMessage: answer?.errorMessage ?? null,
      fieldErrors: answer ? fieldErrorsByPath(answer.fieldErrors) : {},
      values,
    },
    { status },
  );
}

async function mutate<Data, Variables extends AnyVariables>(
  context: unknown,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data | null> {
  const result = await shopClientOf(context).mutation(document, variables).toPromise();
  return result.error || !result.data ? null : result.data;
}

/** A hosted payment page's address as an absolute URL (a relative one is resolved on our origin). */
function absoluteRedirect(location: string, requestUrl: string): string {
  return new URL(location, requestUrl).href;
}

/**
 * The checkout page's action: every step's form posts here with its `intent` (issue 7 item 4). A saved
 * step goes back to the checkout (post/redirect/get), which shows the next step; a refusal answers the
 * server's translated message and field errors, shown in place, and changes nothing. "Place order" sends
 * the browser to the payment provider's hosted page with a full navigation (`redirectDocument`), or
 * straight to the success page when no payment page is needed.
 */
export function checkoutAction(locale: SiteLocale) {
  const paths = checkoutPaths(locale);
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const values: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') values[name] ??= value;
    const intentValue = values.intent;
    const intent = (checkoutIntents as readonly string[]).includes(intentValue ?? '')
      ? (intentValue as CheckoutIntent)
      : null;
    const input = parseCheckoutForm(values);
    if (!input) return refusal(intent, 'invalid', values);
    // The idempotency key is not worth sending back into a page.
    const shown = { ...values, idempotencyKey: '' };

    const saved = (answer: MutationAnswer | null) => {
      if (!answer) return refusal(input.intent, 'unavailable', shown);
      if (!answer.success) return refusal(input.intent, 'failed', shown, answer);
      return redirect(paths.checkout, 303);
    };

    switch (input.intent) {
      case 'email': {
        const result = await mutate(context, SetCheckoutEmailMutationDocument, {
          email: input.email,
        });
        return saved(result?.setCheckoutEmail ?? null);
      }
      case 'addresses': {
        const same = input.billingSameAsShipping;
        const result = await mutate(context, SetCheckoutAddressesMutationDocument, {
          shipping: addressInput(input.shipping, 'shippingAddress'),
          billing: same ? null : addressInput(input.billing, 'billingAddress'),
          billingSameAsShipping: same,
        });
        const answer = result?.setCheckoutAddresses ?? null;
        // "Save it in my address book" (a signed-in customer): the checkout goes on even if the book refuses.
        if (answer?.success && input.saveAddress)
          await mutate(context, CreateCustomerAddressMutationDocument, {
            input: addressInput(input.shipping, 'shippingAddress'),
          });
        return saved(answer);
      }
      case 'savedAddress': {
        const result = await mutate(context, SetCheckoutSavedAddressMutationDocument, {
          addressId: input.savedAddressId,
        });
        return saved(result?.setCheckoutSavedAddress ?? null);
      }
      case 'shipping': {
        const result = await mutate(context, SetCheckoutShippingMethodMutationDocument, {
          code: input.method,
          pickupPointId: pickupPointFor(input),
        });
        return saved(result?.setCheckoutShippingMethod ?? null);
      }
      case 'searchPickup': {
        // Back to the delivery step with the points near that postcode (the loader searches).
        const search = new URLSearchParams({
          edit: 'shipping',
          pickupPostcode: input.pickupPostcode,
        });
        if (input.method) search.set('method', input.method);
        return redirect(`${paths.checkout}?${search}`, 303);
      }
      case 'payment': {
        const result = await mutate(context, SetCheckoutPaymentMethodMutationDocument, {
          code: input.method,
        });
        return saved(result?.setCheckoutPaymentMethod ?? null);
      }
      case 'placeOrder': {
        const placed = await shopClientOf(context)
          .mutation(PlaceOrderMutationDocument, {
            idempotencyKey: input.idempotencyKey,
            expectedGrandTotal: input.expectedGrandTotal,
            acceptTerms: input.acceptTerms,
            useStoreCredit: input.useStoreCredit,
          })
          .toPromise();
        // Too many placements from this session or address (decision 0890): 429, the message in place.
        const limited = rateLimitedMessage(placed.error);
        if (limited)
          return refusal(
            'placeOrder',
            'failed',
            shown,
            { success: false, errorMessage: limited, fieldErrors: [] },
            429,
          );
        const answer = placed.error ? null : (placed.data?.placeOrder ?? null);
        if (!answer) return refusal('placeOrder', 'unavailable', shown);
        if (!answer.success) return refusal('placeOrder', 'failed', shown, answer);
        if (answer.redirectUrl) {
          return redirectDocument(absoluteRedirect(answer.redirectUrl, request.url), 303);
        }
        if (answer.order) {
          return redirect(`${paths.success}?order=${encodeURIComponent(answer.order.number)}`, 303);
        }
        return refusal('placeOrder', 'failed', shown, answer);
      }
    }
  };
}
