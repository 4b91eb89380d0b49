import type { GatewayMessageKey } from './pageMessages';
import { passesLuhn } from '../../checksum';

/** The test cards and what they do (decision 0705). */
export const testCards = {
  '4242424242424242': 'success',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
} as const;

export type TestCardOutcome = (typeof testCards)[keyof typeof testCards];

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holder';

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardFormResult =
  | { ok: true; outcome: TestCardOutcome; last4: string }
  | { ok: false; errors: Partial<Record<CardField, GatewayMessageKey>> };

/** Checks the posted card form; `now` decides whether the card has expired. */
export function checkCardForm(values: CardFormValues, now: Date = new Date()): CardFormResult {
  const errors: Partial<Record<CardField, GatewayMessageKey>> = {};
  const number = values.cardNumber.replace(/[\s-]/g, '');
  let outcome: TestCardOutcome | undefined;
  if (number === '') errors.cardNumber = 'cardNumberMissing';
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.cardNumber = 'cardNumberInvalid';
  else {
    outcome = testCards[number as keyof typeof testCards];
    if (!outcome) errors.cardNumber = 'cardNumberUnknown';
  }

  const expiry = values.expiry.replace(/\s/g, '');
  const match = /^(\d{2})\/?(\d{2})$/.exec(expiry);
  if (expiry === '') errors.expiry = 'expiryMissing';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'expiryInvalid';
  else {
    // A card is valid through the last day of its expiry month.
    const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
    if (endOfMonth <= now.getTime()) errors.expiry = 'expiryPast';
  }

  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'cvcInvalid';

  const holder = values.holder.trim();
  if (holder === '') errors.holder = 'holderMissing';
  else if (holder.length > 60) errors.holder = 'holderTooLong';

  if (Object.keys(errors).length > 0 || !outcome) return { ok: false, errors };
  return { ok: true, outcome, last4: number.slice(-4) };
}
