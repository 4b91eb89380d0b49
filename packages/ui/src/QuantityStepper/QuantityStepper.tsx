import { useState } from 'react';

import { clampQuantity } from './clampQuantity';
import * as styles from './QuantityStepper.css';
import * as fieldStyles from '../field/field.css';
import { FieldMessages, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';
import { IconGlyph, minusIcon, plusIcon } from '../Icon/Icon';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export { clampQuantity } from './clampQuantity';

export interface QuantityStepperProps extends FieldTextProps {
  /** The quantity when controlled. */
  value?: number;
  /** @defaultValue min */
  defaultValue?: number;
  /** Called with a quantity already brought within [min, max]. */
  onChange?: (quantity: number) => void;
  /** @defaultValue 1 */
  min?: number;
  /** @defaultValue 99 */
  max?: number;
  /** Form field name of the input. */
  name?: string;
  disabled?: boolean;
  /**
   * Accessible name of the − button, in the page's language: no default, since an English one would show on
   * the French site (and cost bytes of the product page, whose every caller names it; decision 0930).
   */
  decreaseLabel: string;
  /** Accessible name of the + button, in the page's language. */
  increaseLabel: string;
  id?: string;
  className?: string;
}

/**
 * A quantity with − and + buttons around a number input. Typing is allowed; the value is brought back within
 * [min, max] when the input loses focus. Buttons stop at the bounds.
 */
export function QuantityStepper({
  label,
  hideLabel = false,
  help,
  error,
  value,
  defaultValue,
  onChange,
  min = 1,
  max = 99,
  name,
  disabled = false,
  decreaseLabel,
  increaseLabel,
  id,
  className,
}: QuantityStepperProps) {
  const ids = useFieldIds(id, Boolean(help), Boolean(error));
  const [own, setOwn] = useState(() => clampQuantity(defaultValue ?? min, min, max));
  const quantity = value ?? own;
  // What the reader is typing, kept until the input loses focus.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setOwn(clamped);
    setDraft(null);
    if (clamped !== quantity) onChange?.(clamped);
  };

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.inputId} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </label>
      <div className={styles.group}>
        <button
          type="button"
          className={styles.step}
          aria-label={decreaseLabel}
          aria-controls={ids.inputId}
          disabled={disabled || quantity <= min}
          onClick={() => commit(quantity - 1)}
        >
          <IconGlyph icon={minusIcon} size="small" />
        </button>
        <input
          id={ids.inputId}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          className={styles.input}
          value={draft ?? String(quantity)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            // Arrow keys and the spin buttons change it by one: apply at once; typing waits for blur.
            if (Number.isFinite(next) && Math.abs(next - quantity) === 1 && draft === null) {
              commit(next);
            } else {
              setDraft(event.target.value);
            }
          }}
          onBlur={(event) => {
            if (draft !== null) commit(event.target.valueAsNumber);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) commit(event.currentTarget.valueAsNumber);
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={increaseLabel}
          aria-controls={ids.inputId}
          disabled={disabled || quantity >= max}
          onClick={() => commit(quantity + 1)}
        >
          <IconGlyph icon={plusIcon} size="small" />
        </button>
      </div>
      <FieldMessages ids={ids} help={help} error={error} />
    </div>
  );
}
