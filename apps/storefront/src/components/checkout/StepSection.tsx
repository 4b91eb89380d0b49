import { Link } from '@truffe/ui/Link';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import { visuallyHidden } from '../../styles/shell.css';
import * as styles from './checkout.css';
import { checkoutMessages } from './checkoutMessages';
import { type CheckoutStepState } from './checkoutSteps';

export interface StepSectionProps {
  /** The step's URL name (`addresses`): ids, test ids and the Edit link. */
  slug: string;
  number: number;
  title: string;
  state: CheckoutStepState;
  /** What a completed step shows. */
  summary: ReactNode;
  /** Where "Edit" goes (the checkout with `?edit=<slug>`). */
  editHref: string;
  /** Moves focus to the heading when the step becomes current after another step was sent. */
  focusOnCurrent: boolean;
  /** The step's form. */
  children: ReactNode;
}

/**
 * One step of the checkout: its numbered heading, then a summary with "Edit" when done, its form when
 * current, or a note that it waits for the earlier steps.
 */
export function StepSection({
  slug,
  number,
  title,
  state,
  summary,
  editHref,
  focusOnCurrent,
  children,
}: StepSectionProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `checkout-step-${slug}`;
  useEffect(() => {
    if (state === 'current' && focusOnCurrent) headingRef.current?.focus();
  }, [state, focusOnCurrent]);
  return (
    <li className={styles.step} data-state={state} data-testid={`checkout-step-${slug}`}>
      <section aria-labelledby={headingId}>
        <div className={styles.stepHeader}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {intl.formatMessage(checkoutMessages.stepHeading, { number, title })}
            {state === 'done' ? (
              <span className={visuallyHidden}>
                {' – '}
                {intl.formatMessage(checkoutMessages.stepDone)}
              </span>
            ) : null}
          </h2>
          {state === 'done' ? (
            <Link
              to={editHref}
              aria-label={intl.formatMessage(checkoutMessages.editStep, { step: title })}
            >
              {intl.formatMessage(checkoutMessages.edit)}
            </Link>
          ) : null}
        </div>
        {state === 'done' ? <div className={styles.summary}>{summary}</div> : null}
        {state === 'current' ? children : null}
        {state === 'locked' ? (
          <p className={styles.muted}>{intl.formatMessage(checkoutMessages.stepLocked)}</p>
        ) : null}
      </section>
    </li>
  );
}
