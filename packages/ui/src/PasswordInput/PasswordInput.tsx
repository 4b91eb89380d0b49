import { useState, type InputHTMLAttributes, type Ref } from 'react';

import * as styles from './PasswordInput.css';
import * as fieldStyles from '../field/field.css';
import { FieldShell, type FieldTextProps } from '../field/FieldShell';
import { useFieldIds } from '../field/useFieldIds';
import { eyeIcon, eyeOffIcon, IconGlyph } from '../Icon/Icon';

export interface PasswordInputProps
  extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** Accessible name of the toggle. @defaultValue 'Show password' */
  showLabel?: string;
  /** @defaultValue 'current-password' (use 'new-password' on registration) */
  autoComplete?: 'current-password' | 'new-password';
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password field with a show/hide toggle (a pressed-state button, so its name stays the same and its
 * state is announced).
 */
export function PasswordInput({
  label,
  hideLabel,
  help,
  error,
  id,
  showLabel = 'Show password',
  autoComplete = 'current-password',
  className,
  required,
  ref,
  ...rest
}: PasswordInputProps) {
  const ids = useFieldIds(id, Boolean(help), Boolean(error), rest['aria-describedby']);
  const [visible, setVisible] = useState(false);
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
        <input
          {...rest}
          ref={ref}
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required={required}
          className={[fieldStyles.control, styles.input].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={showLabel}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          onClick={() => setVisible((current) => !current)}
        >
          <IconGlyph icon={visible ? eyeOffIcon : eyeIcon} size="small" />
        </button>
      </div>
    </FieldShell>
  );
}
