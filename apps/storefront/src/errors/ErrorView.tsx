import { ErrorView as ErrorViewUi } from '@truffe/ui/ErrorView';
import { type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

export const errorViewMessages = defineMessages({
  title: { id: 'shell.error.title', defaultMessage: 'An error occured.' },
  unknown: { id: 'shell.error.unknown', defaultMessage: 'Unknown error' },
  unexpected: {
    id: 'shell.error.unexpected',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
  },
});

/**
 * The message a production server puts in place of an internal loader error (renderApp.server hides the real
 * one): the view shows it translated, so a French page never says it in English.
 */
export const hiddenErrorMessage = 'Unexpected Server Error';

/** The text of any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

function errorDetails(format: ReturnType<typeof useIntl>['formatMessage'], error: unknown): string {
  const text = errorText(error);
  if (text === hiddenErrorMessage) return format(errorViewMessages.unexpected);
  return text || format(errorViewMessages.unknown);
}

/** The 500-type error view (spec §4, §8): 'An error occured.' with the error text. */
export function ErrorView({ error, children }: { error: unknown; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <ErrorViewUi
      title={intl.formatMessage(errorViewMessages.title)}
      details={errorDetails(intl.formatMessage, error)}
    >
      {children}
    </ErrorViewUi>
  );
}
