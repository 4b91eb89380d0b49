import { type InputHTMLAttributes, type Ref } from 'react';

import * as styles from './Checkbox.css';
import * as fieldStyles from '../field/field.css';
import { FieldMessages, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';

export interface CheckboxProps
  extends
    Omit<FieldTextProps, 'hideLabel'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it (the whole label is clickable), help and error. */
export function Checkbox({ label, help, error, id, className, ref, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, Boolean(help), Boolean(error), rest['aria-describedby']);
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={ids.inputId}>
        <input
          {...rest}
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span className={styles.text}>{label}</span>
      </label>
      <FieldMessages ids={ids} help={help} error={error} />
    </div>
  );
}
