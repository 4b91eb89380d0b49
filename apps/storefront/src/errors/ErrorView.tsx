import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import * as styles from './errors.css';

export const errorViewMessages = defineMessages({
  title: { id: 'shell.error.title', defaultMessage: 'An error occured.' },
  unknown: { id: 'shell.error.unknown', defaultMessage: 'Unknown error' },
});

/** The text of any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** The 500-type error view (spec §4, §8): 'An error occured.' with the error text. */
export function ErrorView({ error, children }: { error: unknown; children?: ReactNode }) {
  const intl = useIntl();
  const text = errorText(error) || intl.formatMessage(errorViewMessages.unknown);
  return (
    <section className={styles.view} aria-labelledby="error-view-title">
      <h1 id="error-view-title" className={styles.title}>
        {intl.formatMessage(errorViewMessages.title)}
      </h1>
      <p className={styles.details} role="alert">
        {text}
      </p>
      {children}
    </section>
  );
}
