import { type ReactNode } from 'react';

import * as styles from './Badge.css';
import { type BadgeSize, type BadgeTone } from './Badge.css';
import { classNames } from '../styles/classNames';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export { badgeSizes, badgeTones, type BadgeSize, type BadgeTone } from './Badge.css';

export interface BadgeProps {
  children: ReactNode;
  /** @defaultValue 'neutral' */
  tone?: BadgeTone;
  /** @defaultValue 'medium' */
  size?: BadgeSize;
  /** Extra text for screen readers when the visible text alone is unclear (e.g. a bare count). */
  accessibleLabel?: string;
  className?: string;
}

/** A short label or count: 'New', '-20 %', the number of items in the cart. */
export function Badge({
  children,
  tone = 'neutral',
  size = 'medium',
  accessibleLabel,
  className,
}: BadgeProps) {
  return (
    <span className={classNames(styles.badge({ tone, size }), className)}>
      {accessibleLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={visuallyHidden}>{accessibleLabel}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
