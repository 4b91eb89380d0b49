/**
 * A guest's order, found by its number and the e-mail address it was placed with (spec §2 `/orders/`,
 * decision 0919): what a shopper without an account has to follow an order once the checkout's session is
 * gone. Orders of customer accounts are not found here (their account lists them). A wrong number, a wrong
 * address and an account's order get the same answer: nothing tells which part was wrong or whether the
 * order exists. Each lookup is counted against the client address's form limit (platform/rateLimits.ts).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { customerMessage, type CustomerMessageId } from '../customers/messages';
import { emailInput } from '../customers/input';
import { selectRows } from '../db/database';
import { orderMessage } from './messages';
import { readOrderView, type OrderView } from './orderView';
import { orderNumberSchema } from './paymentReturn';
import type { OrderServices } from './services';

/** An order number as a shopper types it: spaces around and the case aside. */
const orderNumberInput = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(orderNumberSchema);

export interface GuestOrderResult {
  success: boolean;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  order: OrderView | null;
}

export async function findGuestOrder(
  services: Pick<OrderServices, 'db' | 'locale'>,
  input: { number: unknown; email: unknown },
): Promise<GuestOrderResult> {
  const { locale } = services;
  const number = orderNumberInput.safeParse(input.number);
  const email = emailInput.safeParse(input.email);
  const fieldErrors: GuestOrderResult['fieldErrors'] = [];
  if (!number.success)
    fieldErrors.push({ field: 'number', message: orderMessage(locale, 'invalidOrderNumber') });
  if (!email.success)
    fieldErrors.push({
      field: 'email',
      // The e-mail rule's own message id (`required`, `invalidEmail`), as the account forms show it.
      message: customerMessage(locale, email.error.issues[0]!.message as CustomerMessageId),
    });
  if (!number.success || !email.success)
    return {
      success: false,
      errorMessage: customerMessage(locale, 'fixFields'),
      fieldErrors,
      order: null,
    };
  const [row] = await selectRows<{ id: number }>(
    services.db,
    sql`SELECT id FROM sales_order
      WHERE number = ${number.data} AND customer_id IS NULL AND lower(email) = lower(${email.data})`,
  );
  const order = row ? await readOrderView(services.db, row.id) : null;
  if (!order)
    return {
      success: false,
      errorMessage: orderMessage(locale, 'guestOrderNotFound'),
      fieldErrors: [],
      order: null,
    };
  return { success: true, errorMessage: null, fieldErrors: [], order };
}
