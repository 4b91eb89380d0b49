import { describe, expect, it } from 'vitest';

import {
  addressInput,
  parseCheckoutForm,
  pickupPointFor,
  randomIdempotencyKey,
} from './checkoutForm';
import { activeCheckoutStep, checkoutStepStates, stepOfSlug } from './checkoutSteps';
import { offeredPaymentMethods } from './checkoutTypes';
import { fieldErrorsByPath, unplacedFieldErrors } from './fieldErrors';

describe('checkout steps', () => {
  it('work on the server step, and reopen only a completed step', () => {
    expect(activeCheckoutStep('SHIPPING', null)).toBe('SHIPPING');
    expect(activeCheckoutStep('SHIPPING', 'email')).toBe('EMAIL');
    expect(activeCheckoutStep('SHIPPING', 'addresses')).toBe('ADDRESSES');
    // A later step cannot be reached by editing the URL; nor the current one, nor an unknown slug.
    expect(activeCheckoutStep('SHIPPING', 'review')).toBe('SHIPPING');
    expect(activeCheckoutStep('SHIPPING', 'shipping')).toBe('SHIPPING');
    expect(activeCheckoutStep('EMAIL', 'payment')).toBe('EMAIL');
    expect(activeCheckoutStep('REVIEW', 'nonsense')).toBe('REVIEW');
    expect(stepOfSlug('payment')).toBe('PAYMENT');
    expect(stepOfSlug(undefined)).toBeNull();
  });

  it('show earlier steps done, the active one current, later ones locked', () => {
    expect(checkoutStepStates('SHIPPING')).toEqual({
      EMAIL: 'done',
      ADDRESSES: 'done',
      SHIPPING: 'current',
      PAYMENT: 'locked',
      REVIEW: 'locked',
    });
    expect(Object.values(checkoutStepStates('EMAIL'))).toEqual([
      'current',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    expect(checkoutStepStates('REVIEW').REVIEW).toBe('current');
  });
});

describe('checkout forms', () => {
  const address = (kind: string, street0: string, extra: Record<string, string> = {}) => ({
    [`${kind}.firstname`]: ' Camille ',
    [`${kind}.lastname`]: 'Martin',
    [`${kind}.street.0`]: street0,
    [`${kind}.postcode`]: '75011',
    [`${kind}.city`]: 'Paris',
    [`${kind}.countryCode`]: 'FR',
    ...extra,
  });

  it('read the addresses form into the mutation input (trimmed, empty optional parts as null)', () => {
    const input = parseCheckoutForm({
      intent: 'addresses',
      ...address('shippingAddress', '12 rue Oberkampf', {
        'shippingAddress.street.1': '',
        'shippingAddress.company': '',
      }),
      billingSameAsShipping: 'on',
    });
    expect(input?.intent).toBe('addresses');
    if (input?.intent !== 'addresses') throw new Error('not the addresses form');
    expect(input.billingSameAsShipping).toBe(true);
    expect(addressInput(input.shipping, 'shippingAddress')).toEqual({
      firstname: 'Camille',
      lastname: 'Martin',
      company: null,
      street: ['12 rue Oberkampf'],
      postcode: '75011',
      city: 'Paris',
      countryCode: 'FR',
      telephone: null,
    });
  });

  it('send an unchecked "same as delivery" as false and the billing address with two lines', () => {
    const input = parseCheckoutForm({
      intent: 'addresses',
      ...address('shippingAddress', '1 rue A'),
      ...address('billingAddress', '2 rue B', { 'billingAddress.street.1': 'Bâtiment C' }),
    });
    if (input?.intent !== 'addresses') throw new Error('not the addresses form');
    expect(input.billingSameAsShipping).toBe(false);
    expect(addressInput(input.billing, 'billingAddress').street).toEqual(['2 rue B', 'Bâtiment C']);
  });

  it('leave the 38-character rule to the server but refuse absurd input and unknown forms', () => {
    // 39 characters: the server answers with its translated message for `shippingAddress.street.0`.
    const long = parseCheckoutForm({
      intent: 'addresses',
      ...address('shippingAddress', 'x'.repeat(39)),
    });
    expect(long?.intent).toBe('addresses');
    expect(
      parseCheckoutForm({ intent: 'addresses', ...address('shippingAddress', 'x'.repeat(201)) }),
    ).toBeNull();
    expect(parseCheckoutForm({ intent: 'deleteEverything' })).toBeNull();
    expect(parseCheckoutForm({})).toBeNull();
  });

  it('accept only a UUID idempotency key and a whole-cent expected total, and read the CGV and store credit boxes', () => {
    const key = randomIdempotencyKey();
    expect(
      parseCheckoutForm({ intent: 'placeOrder', idempotencyKey: key, expectedGrandTotal: '4599' }),
    ).toEqual({
      intent: 'placeOrder',
      idempotencyKey: key,
      expectedGrandTotal: 4599,
      acceptTerms: false,
      useStoreCredit: false,
    });
    expect(
      parseCheckoutForm({
        intent: 'placeOrder',
        idempotencyKey: key,
        expectedGrandTotal: '4599',
        acceptTerms: 'on',
        useStoreCredit: 'on',
      }),
    ).toMatchObject({ acceptTerms: true, useStoreCredit: true });
    expect(
      parseCheckoutForm({ intent: 'placeOrder', idempotencyKey: 'abc', expectedGrandTotal: '1' }),
    ).toBeNull();
    expect(
      parseCheckoutForm({ intent: 'placeOrder', idempotencyKey: key, expectedGrandTotal: '-5' }),
    ).toBeNull();
    expect(
      parseCheckoutForm({ intent: 'placeOrder', idempotencyKey: key, expectedGrandTotal: '1.5' }),
    ).toBeNull();
  });

  it('make distinct version-4 keys', () => {
    const keys = new Set(Array.from({ length: 200 }, randomIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('send a pickup point only with a pickup method', () => {
    expect(pickupPointFor({ method: 'pickup', pickupPointId: 'P1', pickupMethods: 'pickup' })).toBe(
      'P1',
    );
    expect(pickupPointFor({ method: 'home', pickupPointId: 'P1', pickupMethods: 'pickup' })).toBe(
      null,
    );
  });
});

describe('field errors and payment methods', () => {
  it('index server errors by field path (first message wins) and list those no control shows', () => {
    const errors = fieldErrorsByPath([
      { field: 'shippingAddress.street.0', message: 'At most 38 characters.' },
      { field: 'shippingAddress.street.0', message: 'second' },
      { field: 'cart', message: 'The cart changed.' },
    ]);
    expect(errors).toEqual({
      'shippingAddress.street.0': 'At most 38 characters.',
      cart: 'The cart changed.',
    });
    expect(unplacedFieldErrors(errors, ['shippingAddress.street.0'])).toEqual([
      'The cart changed.',
    ]);
  });

  it('never offer checkmo (spec §9)', () => {
    expect(
      offeredPaymentMethods([{ code: 'truffe_card' }, { code: 'checkmo' }, { code: 'paypal' }]),
    ).toEqual([{ code: 'truffe_card' }, { code: 'paypal' }]);
  });
});
