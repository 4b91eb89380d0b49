import { type ReactNode } from 'react';

import * as styles from './orders.css';

/**
 * The frame of an account table: on a screen narrower than the table (an invoice's seven columns on a phone)
 * the table scrolls sideways inside it, not the page; the frame takes the keyboard focus so that the arrow
 * keys scroll it too (WCAG 2.1.1), and names itself after the table for the screen reader that lands on it.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
