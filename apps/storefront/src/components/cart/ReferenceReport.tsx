import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import * as styles from './cart.css';
import { announceCartChange } from './cartEvents';
import { cartMessages } from './cartMessages';
import { type ReferenceActionData } from './referenceAction';
import { maxCsvBytes, maxReferenceLines } from './referenceLines';

/** The translated text of a refusal of the whole list. */
export function useReferenceError(): (answer: ReferenceActionData) => string | null {
  const intl = useIntl();
  return (answer) => {
    if (answer.ok) return null;
    switch (answer.reason) {
      case 'rows':
        return null;
      case 'tooManyLines':
        return intl.formatMessage(cartMessages.parseTooManyLines, {
          max: maxReferenceLines,
          count: answer.count ?? 0,
        });
      case 'tooLarge':
        return intl.formatMessage(cartMessages.parseTooLarge, { size: maxCsvBytes / 1000 });
      case 'notText':
        return intl.formatMessage(cartMessages.parseNotText);
      case 'empty':
        return intl.formatMessage(cartMessages.noLines);
      case 'unavailable':
        return intl.formatMessage(cartMessages.unavailable);
      default:
        return answer.errorMessage ?? intl.formatMessage(cartMessages.invalid);
    }
  };
}

/**
 * The answer of an add-by-reference or quick-order submission: "N products added", and one row per line
 * with its result (the server's translated message). Focus moves to the summary so that keyboard and
 * screen-reader users land on the result.
 */
export function ReferenceReport({ answer }: { answer: ReferenceActionData | undefined }) {
  const intl = useIntl();
  const errorOf = useReferenceError();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer) return;
    summaryRef.current?.focus();
    if (answer.ok && answer.addedCount > 0)
      announceCartChange({ totalQuantity: answer.totalQuantity, added: { name: null } });
  }, [answer]);
  if (!answer) return null;
  const error = errorOf(answer);
  if (!answer.ok) {
    return error ? (
      <div
        ref={summaryRef}
        tabIndex={-1}
        role="alert"
        className={styles.alert}
        data-testid="reference-error"
      >
        {error}
      </div>
    ) : null;
  }
  const refused = answer.lines.length - answer.addedCount;
  return (
    <section
      aria-labelledby="reference-report-title"
      className={styles.panel}
      data-testid="reference-report"
    >
      <div
        ref={summaryRef}
        tabIndex={-1}
        role="status"
        className={answer.addedCount > 0 ? styles.notice : styles.alert}
      >
        <p id="reference-report-title" className={styles.lineName} data-testid="reference-summary">
          {intl.formatMessage(cartMessages.summary, { count: answer.addedCount })}
        </p>
        {refused > 0 ? (
          <p className={styles.toastText}>
            {intl.formatMessage(cartMessages.summaryProblems, { count: refused })}
          </p>
        ) : null}
      </div>
      <div style={{ overflowX: 'auto' }}>
        <table className={styles.table}>
          <caption className={styles.muted} style={{ textAlign: 'left' }}>
            {intl.formatMessage(cartMessages.report)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(cartMessages.line)}</th>
              <th scope="col">{intl.formatMessage(cartMessages.reference)}</th>
              <th scope="col">{intl.formatMessage(cartMessages.quantity)}</th>
              <th scope="col">{intl.formatMessage(cartMessages.status)}</th>
            </tr>
          </thead>
          <tbody>
            {answer.lines.map((line) => (
              <tr key={line.line} data-testid="report-line" data-status={line.status}>
                <td>{line.line + 1}</td>
                <td>{line.sku}</td>
                <td>{line.quantity ?? ''}</td>
                <td>
                  <span
                    className={line.status === 'ADDED' ? styles.statusAdded : styles.statusRefused}
                  >
                    {intl.formatMessage(
                      line.status === 'ADDED'
                        ? cartMessages.statusAdded
                        : cartMessages.statusRefused,
                    )}
                  </span>{' '}
                  {line.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
