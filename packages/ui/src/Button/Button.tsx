import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';

import * as styles from './Button.css';
import { type ButtonAppearance, type ButtonSize, type ButtonState } from './Button.css';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import { classNames } from '../styles/classNames';
import { visuallyHidden } from '../styles/visuallyHidden.css';

export {
  buttonAppearances,
  buttonSizes,
  buttonStates,
  type ButtonAppearance,
  type ButtonSize,
  type ButtonState,
} from './Button.css';

type NativeButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'onClick' | 'className' | 'children'
>;

export interface ButtonProps extends NativeButtonProps {
  children: ReactNode;
  /** @defaultValue 'medium' */
  size?: ButtonSize;
  /** @defaultValue 'primary' */
  appearance?: ButtonAppearance;
  /** Stretches the button to the width of its container. @defaultValue false */
  fullWidth?: boolean;
  /** Blocks clicks; the button stays focusable so that it can explain why. @defaultValue false */
  disabled?: boolean;
  /** Shows progress and blocks clicks while keeping the button's size. @defaultValue false */
  pending?: boolean;
  /** Read to screen readers after the label while pending, e.g. 'Adding to cart'. */
  pendingLabel?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Called instead of `onClick` when the button is clicked while disabled or pending. */
  onDisabledClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Renders the button as a link (spec §2 Links) to this address. */
  href?: string;
  /** With `href`: marks the link as a download (a file name when a string). */
  download?: boolean | string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

function stateOf(disabled: boolean, pending: boolean): ButtonState {
  if (pending) return 'pending';
  return disabled ? 'disabled' : 'normal';
}

/**
 * A button with the states of spec §4: normal, disabled, pending. Disabled and pending buttons use
 * `aria-disabled` rather than the `disabled` attribute, so they stay focusable and a click on them can be
 * blocked and reported through `onDisabledClick` (a disabled `<button>` fires no click event at all).
 */
export function Button({
  children,
  size = 'medium',
  appearance = 'primary',
  fullWidth = false,
  disabled = false,
  pending = false,
  pendingLabel,
  onClick,
  onDisabledClick,
  href,
  download,
  className,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const state = stateOf(disabled, pending);
  const blocked = state !== 'normal';
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (blocked) {
      // Also stops a submit button from submitting its form and a link from navigating.
      event.preventDefault();
      onDisabledClick?.(event);
      return;
    }
    onClick?.(event);
  };
  const classes = classNames(styles.button({ size, appearance, fullWidth }), className);
  const content = (
    <>
      <span className={styles.label}>
        {children}
        {pending && pendingLabel ? <span className={visuallyHidden}>{pendingLabel}</span> : null}
      </span>
      {pending ? (
        <span className={styles.progress}>
          <Spinner size="small" />
        </span>
      ) : null}
    </>
  );

  if (href !== undefined) {
    return (
      <Link
        to={href}
        download={download}
        className={classes}
        data-state={state}
        aria-disabled={blocked || undefined}
        aria-busy={pending || undefined}
        onClick={handleClick}
        id={rest.id}
        title={rest.title}
        aria-label={rest['aria-label']}
        aria-describedby={rest['aria-describedby']}
      >
        {content}
      </Link>
    );
  }

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      data-state={state}
      aria-disabled={blocked || undefined}
      aria-busy={pending || undefined}
      onClick={handleClick}
    >
      {content}
    </button>
  );
}
