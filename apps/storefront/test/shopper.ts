/**
 * A shopper over real HTTP without a browser (the multi-process test): a cookie jar, pages, and the shop's
 * persisted GraphQL operations sent as the storefront's own client sends them.
 */
import { persistedOperation } from '@truffe/commerce/testing/persistedOperation';

export interface GraphQLAnswer<Data = Record<string, unknown>> {
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export class Shopper {
  readonly cookies = new Map<string, string>();

  /** The Cookie header of the jar (empty when there is none). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps the cookies a response sets (a cleared cookie leaves the jar). */
  keep(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0\b/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** GET `base + path` with the jar's cookies (redirects not followed). */
  async page(base: string, path: string, headers: Record<string, string> = {}) {
    const cookie = this.cookieHeader();
    const response = await fetch(`${base}${path}`, {
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    this.keep(response);
    return { response, text: await response.text() };
  }

  /** A persisted operation by name on the shop at `base` (POST /graphql). */
  async graphql<Data = Record<string, unknown>>(
    base: string,
    name: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<Data>> {
    const cookie = this.cookieHeader();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-truffe-graphql-client': '1',
        origin: base,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({
        operationName: name,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: persistedOperation(name).hash } },
      }),
    });
    this.keep(response);
    return (await response.json()) as GraphQLAnswer<Data>;
  }
}

/** The French delivery address the test shoppers check out with. */
export const shopperAddress = {
  firstname: 'Camille',
  lastname: 'Durand',
  street: ['12 rue des Lilas'],
  postcode: '75011',
  city: 'Paris',
  countryCode: 'FR',
};

/** The checkout of a filled cart with the test gateway's card: e-mail, address, home delivery, order. */
export async function checkoutWithTestCard(
  shopper: Shopper,
  base: string,
  idempotencyKey: string,
): Promise<{ success: boolean; errorMessage?: string | null; number?: string | null }> {
  const steps: [string, Record<string, unknown>][] = [
    ['SetCheckoutEmailMutation', { email: `shopper-${idempotencyKey}@example.com` }],
    [
      'SetCheckoutAddressesMutation',
      {
        shipping: shopperAddress,
        billingSameAsShipping: true,
      },
    ],
    ['SetCheckoutShippingMethodMutation', { code: 'home' }],
    ['SetCheckoutPaymentMethodMutation', { code: 'truffe_card' }],
  ];
  for (const [name, variables] of steps) {
    const answer = await shopper.graphql(base, name, variables);
    // The persisted documents ask for the root's __typename too: the answer is the object field.
    const result = Object.values(answer.data ?? {}).find((value) => typeof value === 'object') as
      { success?: boolean; errorMessage?: string | null; fieldErrors?: unknown } | undefined;
    if (answer.errors || !result?.success) {
      const why = result?.errorMessage ?? JSON.stringify(answer.errors ?? result?.fieldErrors);
      return { success: false, errorMessage: `${name}: ${why}` };
    }
  }
  const placed = await shopper.graphql<{
    placeOrder: {
      success: boolean;
      errorMessage?: string | null;
      order?: { number?: string | null } | null;
    };
  }>(base, 'PlaceOrderMutation', { idempotencyKey, acceptTerms: true });
  const result = placed.data?.placeOrder;
  return {
    success: Boolean(result?.success),
    errorMessage: result?.errorMessage ?? (placed.errors ? JSON.stringify(placed.errors) : null),
    number: result?.order?.number ?? null,
  };
}
