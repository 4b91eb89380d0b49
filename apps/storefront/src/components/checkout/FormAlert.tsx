import { useIntl } from 'react-intl';

import { type CheckoutActionData } from './checkoutActionData';
import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { unplacedFieldErrors } from './fieldErrors';

/**
 * The message of a refused checkout form, above its fields: the server's own message when it gave one,
 * else a translated one for the reason; field errors that match no control of the form are listed too.
 * Focusable so that focus can land on it when no field is named (useStepForm).
 */
export function FormAlert({
  result,
  controls,
}: {
  result: CheckoutActionData | undefined;
  /** The field names the form shows: their errors are shown beside them instead. */
  controls: readonly string[];
}) {
  const intl = useIntl();
  if (!result) return null;
  const hasFieldErrors = Object.keys(result.fieldErrors).length > 0;
  const text =
    result.reason === 'invalid'
      ? intl.formatMessage(checkoutMessages.invalid)
      : result.reason === 'unavailable'
        ? intl.formatMessage(checkoutMessages.unavailable)
        : (result.errorMessage ??
          intl.formatMessage(
            hasFieldErrors ? checkoutMessages.formErrors : checkoutMessages.failed,
          ));
  const others = unplacedFieldErrors(result.fieldErrors, controls);
  return (
    <div role="alert" tabIndex={-1} data-form-alert className={styles.alert}>
      <p className={styles.noMargin}>{text}</p>
      {others.length > 0 ? (
        <ul>
          {others.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
