import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';

import * as styles from './AddressLineInput.css';
import * as fieldStyles from '../field/field.css';
import { FieldShell, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';

/** Spec §5: the maximum length of an address line. */
export const maxAddressLineLength = 38;

export interface AddressLineInputProps
  extends
    FieldTextProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'maxLength'> {
  /** Text of the counter. @defaultValue (used, max) => `${used}/${max}` */
  counterText?: (used: number, max: number) => string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A street address line of at most 38 characters (spec §5). Nothing typed or pasted is ever cut (a silently
 * truncated address is a lost parcel, issue 20): a counter tells how many characters are used, and past the
 * limit the field is marked invalid and the counter says so, before the server refuses the line with its own
 * message.
 */
export function AddressLineInput({
  label,
  hideLabel,
  help,
  error,
  id,
  counterText = (used, max) => `${used}/${max}`,
  className,
  required,
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: AddressLineInputProps) {
  const [ownLength, setOwnLength] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : ownLength;
  const over = length > maxAddressLineLength;
  const counterId = useId();
  const ids = useFieldIds(id, Boolean(help), Boolean(error), counterId);
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
        type="text"
        required={required}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          setOwnLength(event.target.value.length);
          onChange?.(event);
        }}
        className={fieldStyles.control}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <span id={counterId} className={over ? styles.counterOver : styles.counter}>
        {counterText(length, maxAddressLineLength)}
      </span>
    </FieldShell>
  );
}
