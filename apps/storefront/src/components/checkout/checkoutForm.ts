import { z } from '../../platform/zod';

/**
 * The checkout forms' fields, as the route action reads them (zod at the boundary). Only the shape is
 * checked here (strings of bounded length, known intents): the server's checkout mutations decide what a
 * valid address or method is and answer with translated field errors, so there is one set of rules.
 */

/** The forms of the checkout page, by the value of their `intent` field. */
export const checkoutIntents = [
  'email',
  'addresses',
  'savedAddress',
  'shipping',
  'searchPickup',
  'payment',
  'placeOrder',
] as const;
export type CheckoutIntent = (typeof checkoutIntents)[number];

export const addressKinds = ['shippingAddress', 'billingAddress'] as const;
export type AddressKind = (typeof addressKinds)[number];

/** The parts of an address form, in the order they are shown (and focused on error). */
export const addressParts = [
  'firstname',
  'lastname',
  'company',
  'street.0',
  'street.1',
  'postcode',
  'city',
  'countryCode',
  'telephone',
] as const;
export type AddressPart = (typeof addressParts)[number];

/** The form name of an address part, also the path the server's field errors use. */
export function addressFieldName(kind: AddressKind, part: AddressPart): string {
  return `${kind}.${part}`;
}

/** Countries the shop delivers to (CONTRACTS-3: FR and GB). */
export const checkoutCountries = ['FR', 'GB'] as const;

// Generous caps against abuse; the real limits (38 characters a line, 50 a name) are the server's.
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));

/** The fields of one address form, by form name (`shippingAddress.street.0`). */
export type AddressFields = Record<string, string | null>;

const addressPartLimits: Record<AddressPart, { max: number; optional: boolean }> = {
  firstname: { max: 200, optional: false },
  lastname: { max: 200, optional: false },
  company: { max: 200, optional: true },
  'street.0': { max: 200, optional: false },
  'street.1': { max: 200, optional: true },
  postcode: { max: 40, optional: false },
  city: { max: 200, optional: false },
  countryCode: { max: 2, optional: false },
  telephone: { max: 40, optional: true },
};

function addressSchema(kind: AddressKind) {
  const shape: Record<string, z.ZodType<string | null>> = {};
  for (const part of addressParts) {
    const { max, optional } = addressPartLimits[part];
    shape[addressFieldName(kind, part)] = optional ? optionalText(max) : text(max).default('');
  }
  return z.object(shape) as unknown as z.ZodType<AddressFields>;
}

/** A `CheckoutAddressInput` from the validated fields of one address form. */
export function addressInput(fields: AddressFields, kind: AddressKind) {
  const value = (part: AddressPart) => fields[addressFieldName(kind, part)] ?? null;
  const secondLine = value('street.1');
  return {
    firstname: value('firstname') ?? '',
    lastname: value('lastname') ?? '',
    company: value('company'),
    // The first line is always sent (even empty) so that the server names it in its error.
    street: secondLine ? [value('street.0') ?? '', secondLine] : [value('street.0') ?? ''],
    postcode: value('postcode') ?? '',
    city: value('city') ?? '',
    countryCode: value('countryCode') ?? '',
    telephone: value('telephone'),
  };
}

const idempotencyKey = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

const addressesSchema = z.object({
  intent: z.literal('addresses'),
  // A checked checkbox sends "on"; an unchecked one sends nothing.
  billingSameAsShipping: z
    .string()
    .optional()
    .transform((value) => value !== undefined),
  // A signed-in customer's "save it to my address book" (issue 15).
  saveAddress: z
    .string()
    .optional()
    .transform((value) => value !== undefined),
});

/** The fields of each checkout form but the addresses' (see {@link parseCheckoutForm}). */
const stepSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('email'), email: text(320) }),
  z.object({ intent: z.literal('savedAddress'), savedAddressId: text(20).default('') }),
  z.object({
    intent: z.literal('shipping'),
    method: text(64).default(''),
    pickupPointId: optionalText(64),
    pickupMethods: text(400).default(''),
  }),
  z.object({
    intent: z.literal('searchPickup'),
    method: text(64).default(''),
    pickupPostcode: text(20).default(''),
  }),
  z.object({ intent: z.literal('payment'), method: text(64).default('') }),
  z.object({
    intent: z.literal('placeOrder'),
    idempotencyKey,
    expectedGrandTotal: z.coerce.number().int().min(0).max(1_000_000_000),
    // The CGV box at review (an unchecked box sends nothing); the server refuses the order without it.
    acceptTerms: z
      .string()
      .optional()
      .transform((value) => value !== undefined),
    // The store credit box (issue 16 item 6), shown to a customer with a balance.
    useStoreCredit: z
      .string()
      .optional()
      .transform((value) => value !== undefined),
  }),
]);

export type CheckoutFormInput =
  | z.output<typeof stepSchema>
  | (z.output<typeof addressesSchema> & {
      shipping: AddressFields;
      billing: AddressFields;
    });

/** Reads a checkout form's fields; `null` when they are not a form of the checkout. */
export function parseCheckoutForm(fields: Record<string, string>): CheckoutFormInput | null {
  if (fields.intent === 'addresses') {
    const head = addressesSchema.safeParse(fields);
    const shipping = addressSchema('shippingAddress').safeParse(fields);
    const billing = addressSchema('billingAddress').safeParse(fields);
    if (!head.success || !shipping.success || !billing.success) return null;
    return { ...head.data, shipping: shipping.data, billing: billing.data };
  }
  const parsed = stepSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** The pickup point to send with a shipping method: only with one of the pickup methods. */
export function pickupPointFor(input: {
  method: string;
  pickupPointId: string | null;
  pickupMethods: string;
}): string | null {
  return input.pickupMethods.split(',').includes(input.method) ? input.pickupPointId : null;
}

/** A random version-4 UUID (RFC 9562) from the platform's CSPRNG, in the browser and in Node. */
export function randomIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
