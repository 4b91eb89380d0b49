import { ErrorView as ErrorViewUi } from '@truffe/ui/ErrorView';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

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
  return (
    <ErrorViewUi
      title={intl.formatMessage(errorViewMessages.title)}
      details={errorText(error) || intl.formatMessage(errorViewMessages.unknown)}
    >
      {children}
    </ErrorViewUi>
  );
}
