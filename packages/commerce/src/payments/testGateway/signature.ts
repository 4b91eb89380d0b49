import { createHmac, timingSafeEqual } from 'node:crypto';

import { WebhookSignatureError } from '../webhookSignatureError';

/** Header of the test gateway's webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + body)>`. */
export const signatureHeader = 'truffe-signature';

/** Webhooks older (or newer) than this are refused: a captured request cannot be replayed later. */
export const signatureToleranceSeconds = 300;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The `Truffe-Signature` value for a body at a time (seconds). */
export function signatureFor(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Throws {@link WebhookSignatureError} unless `header` signs `rawBody` with `secret` within the tolerance. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: number = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookSignatureError('Missing Truffe-Signature header.');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookSignatureError('Malformed Truffe-Signature header.');
  }
  if (Math.abs(now - timestamp) > signatureToleranceSeconds) {
    throw new WebhookSignatureError('The webhook timestamp is outside the tolerance.');
  }
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]+$/i.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The webhook signature does not match.');
}
