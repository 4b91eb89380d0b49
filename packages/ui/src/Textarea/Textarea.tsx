import { type Ref, type TextareaHTMLAttributes } from 'react';

import * as styles from '../field/field.css';
import { FieldShell, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';

export interface TextareaProps
  extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field (review, return reason, message) with label, help and error. */
export function Textarea({
  label,
  hideLabel,
  help,
  error,
  id,
  className,
  required,
  rows = 4,
  ref,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(id, Boolean(help), Boolean(error), rest['aria-describedby']);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      help={help}
      error={error}
      required={required}
      className={className}
    >
      <textarea
        {...rest}
        ref={ref}
        id={ids.inputId}
        rows={rows}
        required={required}
        className={[styles.control, styles.textarea].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
