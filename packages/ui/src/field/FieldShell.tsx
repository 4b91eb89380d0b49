import { type ReactNode } from 'react';

import * as styles from './field.css';
import { type FieldIds } from './useFieldIds';
import { errorIcon, IconGlyph } from '../Icon/Icon';
import { visuallyHidden } from '../styles/visuallyHidden.css';

/** The props every form field shares. */
export interface FieldTextProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** Hides the label visually; screen readers still read it. @defaultValue false */
  hideLabel?: boolean;
  /** Help text under the control. */
  help?: string;
  /** Error text; marks the control invalid. */
  error?: string;
}

interface FieldShellProps extends FieldTextProps {
  ids: FieldIds;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label, control, error and help in the order they are read. */
export function FieldShell({
  ids,
  label,
  hideLabel = false,
  help,
  error,
  required,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessages ids={ids} help={help} error={error} />
    </div>
  );
}

/** The error and help texts, with the ids the control refers to. */
export function FieldMessages({
  ids,
  help,
  error,
}: {
  ids: FieldIds;
  help?: string;
  error?: string;
}) {
  return (
    <>
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          <IconGlyph icon={errorIcon} size="small" />
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={ids.helpId} className={styles.help}>
          {help}
        </p>
      ) : null}
    </>
  );
}
