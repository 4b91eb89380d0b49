import * as styles from './Spinner.css';
import { type SpinnerSize } from './Spinner.css';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export { spinnerSizes, type SpinnerSize } from './Spinner.css';

export interface SpinnerProps {
  /** @defaultValue 'medium' */
  size?: SpinnerSize;
  /** Text announced to screen readers; omit it when the spinner only decorates a labelled control. */
  label?: string;
  /** Shows the label beside the spinner instead of only to screen readers. @defaultValue false */
  showLabel?: boolean;
  className?: string;
}

/** An indeterminate progress indicator. With a label it is a `status` live region. */
export function Spinner({ size = 'medium', label, showLabel = false, className }: SpinnerProps) {
  const circle = <span className={styles.circle({ size })} aria-hidden="true" />;
  if (!label) {
    return (
      <span className={[styles.root, className].filter(Boolean).join(' ')} aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <span role="status" className={[styles.root, className].filter(Boolean).join(' ')}>
      {circle}
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
