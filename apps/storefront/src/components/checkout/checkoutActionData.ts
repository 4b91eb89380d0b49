import { type CheckoutIntent } from './checkoutForm';

/**
 * What the checkout route's action answers when a form did not go through (a success redirects): the
 * screen shows it in place, next to the form that sent it.
 */
export interface CheckoutActionData {
  ok: false;
  /** The form that was sent (`null` when it could not even be read). */
  intent: CheckoutIntent | null;
  /**
   * `invalid`: the form was refused before any call; `failed`: the server said no (its message and field
   * errors follow); `unavailable`: the server could not be reached.
   */
  reason: 'invalid' | 'failed' | 'unavailable';
  /** The server's translated message. */
  errorMessage: string | null;
  /** The server's translated field errors, by form field name (`shippingAddress.street.0`). */
  fieldErrors: Record<string, string>;
  /** What was sent, to fill the form again (a page rendered without JavaScript). */
  values: Record<string, string>;
}
