import { useId } from 'react';

import * as styles from './RadioGroup.css';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import * as fieldStyles from '../field/field.css';
import { FieldMessages, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldTextProps {
  /** The radios' `name` (form field name). */
  name: string;
  options: readonly RadioOption[];
  /** The chosen value when controlled. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  /** @defaultValue 'vertical' */
  orientation?: RadioGroupOrientation;
  className?: string;
}

/** Native radios in a fieldset whose legend is the label; arrow keys move between them (browser). */
export function RadioGroup({
  label,
  hideLabel = false,
  help,
  error,
  name,
  options,
  value,
  defaultValue,
  onChange,
  required,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(useId(), Boolean(help), Boolean(error));
  return (
    <fieldset
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={hideLabel ? visuallyHidden : `${fieldStyles.label} ${styles.legend}`}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <label key={option.value} className={checkboxStyles.row}>
            <input
              type="radio"
              name={name}
              value={option.value}
              disabled={option.disabled}
              required={required}
              className={checkboxStyles.box}
              {...(value !== undefined
                ? { checked: value === option.value }
                : { defaultChecked: defaultValue === option.value })}
              onChange={(event) => {
                if (event.target.checked) onChange?.(option.value);
              }}
            />
            <span className={checkboxStyles.text}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages ids={ids} help={help} error={error} />
    </fieldset>
  );
}
