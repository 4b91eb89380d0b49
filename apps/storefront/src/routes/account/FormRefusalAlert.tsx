import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import { signInMessages } from './signInMessages';
import * as styles from './account.css';

/** What a form's refusal needs to be said: why (`failed`: the server said no; `unavailable`: it could not run). */
export interface FormRefusal {
  reason: 'failed' | 'unavailable';
  /** The server's translated message, when it gave one. */
  errorMessage: string | null;
}

/**
 * A form's refusal above it: the server's message, or "unavailable" when it could not run. It takes the focus
 * (decision 0928), with JavaScript and, by `autofocus`, without: the keyboard goes on from it to the form's
 * fields, instead of from the top of the page.
 */
export function FormRefusalAlert({
  refusal,
  testId,
}: {
  /** The refusal to say, or null when the form was not refused (nothing is shown). */
  refusal: FormRefusal | null;
  /** The `data-testid` of the alert (`account-error`, `user-error`). */
  testId: string;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) ref.current?.focus();
  }, [refusal]);
  if (!refusal) return null;
  const text =
    refusal.errorMessage ??
    (refusal.reason === 'unavailable' ? intl.formatMessage(signInMessages.unavailable) : null);
  if (!text) return null;
  return (
    <p
      ref={ref}
      className={styles.alert}
      role="alert"
      data-testid={testId}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the post just made, nothing else to read
      autoFocus
    >
      {text}
    </p>
  );
}
