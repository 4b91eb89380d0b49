import { type Ref, type SelectHTMLAttributes } from 'react';

import * as styles from './Select.css';
import * as fieldStyles from '../field/field.css';
import { FieldShell, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';
import { chevronDownIcon, IconGlyph } from '../Icon/Icon';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldTextProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** A first, empty option ('Choose…'); selected while nothing is chosen. */
  placeholder?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best on phones and with assistive technology) with label, help and error. */
export function Select({
  label,
  hideLabel,
  help,
  error,
  id,
  options,
  placeholder,
  className,
  required,
  ref,
  ...rest
}: SelectProps) {
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
      <div className={fieldStyles.inputRow}>
        <select
          {...rest}
          ref={ref}
          id={ids.inputId}
          required={required}
          className={[fieldStyles.control, styles.select].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <IconGlyph icon={chevronDownIcon} size="small" />
        </span>
      </div>
    </FieldShell>
  );
}
