/** A refused field of a checkout mutation (`CheckoutFieldError`): `field` is a path like `shippingAddress.street.0`. */
export interface CheckoutFieldErrorLike {
  field: string;
  message: string;
}

/**
 * The server's field errors by field path (the first message of each field). Form controls are named
 * with the same paths, so an error finds its control without a translation table.
 */
export function fieldErrorsByPath(
  errors: readonly CheckoutFieldErrorLike[],
): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const { field, message } of errors) byPath[field] ??= message;
  return byPath;
}

/**
 * Field errors that match none of a form's controls (e.g. a path the form does not show): they are shown in
 * the form's summary so that no refusal goes unexplained.
 */
export function unplacedFieldErrors(
  errors: Record<string, string>,
  controls: readonly string[],
): string[] {
  return Object.entries(errors)
    .filter(([path]) => !controls.includes(path))
    .map(([, message]) => message);
}
