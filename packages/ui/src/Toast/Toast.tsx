import { useEffect, useRef, useState, type ReactNode } from 'react';

import * as styles from './Toast.css';
import { type ToastTone } from './Toast.css';
import {
  closeIcon,
  errorIcon,
  IconGlyph,
  type IconGlyphProps,
  infoIcon,
  successIcon,
  warningIcon,
} from '../Icon/Icon';
import { classNames } from '../styles/classNames';

export { toastTones, type ToastTone } from './Toast.css';

const toneIcons: Record<ToastTone, IconGlyphProps['icon']> = {
  success: successIcon,
  info: infoIcon,
  warning: warningIcon,
  error: errorIcon,
};

export interface ToastProps {
  children: ReactNode;
  /** @defaultValue 'info' */
  tone?: ToastTone;
  title?: string;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  /** Accessible name of the close button. @defaultValue 'Close' */
  closeLabel?: string;
  /** Closes by itself after this many milliseconds; paused while hovered or focused (WCAG 2.2.1). */
  duration?: number;
  className?: string;
}

/**
 * A notification. Errors and warnings are `alert`s (announced at once); success and info are `status`es
 * (announced politely).
 */
export function Toast({
  children,
  tone = 'info',
  title,
  onClose,
  closeLabel = 'Close',
  duration,
  className,
}: ToastProps) {
  const [paused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (duration === undefined || paused) return undefined;
    const timer = setTimeout(() => onCloseRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);

  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-tone={tone}
      className={classNames(styles.toast({ tone }), styles.regionItem, className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <IconGlyph icon={toneIcons[tone]} size="medium" />
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
      {onClose ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <IconGlyph icon={closeIcon} size="small" />
        </button>
      ) : null}
    </div>
  );
}

export interface ToastRegionProps {
  children: ReactNode;
  /** Accessible name of the region. @defaultValue 'Notifications' */
  label?: string;
}

/** Where toasts stack: bottom of the screen on phones, bottom right from tablets up. */
export function ToastRegion({ children, label = 'Notifications' }: ToastRegionProps) {
  return (
    <section aria-label={label} className={styles.region}>
      {children}
    </section>
  );
}
