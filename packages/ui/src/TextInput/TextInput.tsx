import { type InputHTMLAttributes, type Ref } from 'react';

import { fieldInputTypes, type FieldInputType } from './textInputTypes';
import * as styles from '../field/field.css';
import { FieldShell, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';

export { fieldInputTypes, type FieldInputType };

export interface TextInputProps
  extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** @defaultValue 'text' */
  type?: FieldInputType;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text field with its label, help and error wired for screen readers. */
export function TextInput({
  label,
  hideLabel,
  help,
  error,
  id,
  type = 'text',
  className,
  required,
  ref,
  ...rest
}: TextInputProps) {
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
      <input
        {...rest}
        ref={ref}
        id={ids.inputId}
        type={type}
        required={required}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
