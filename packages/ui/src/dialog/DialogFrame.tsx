import { useId, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import * as styles from './dialog.css';
import { useModalDialog } from './useModalDialog';
import { closeIcon, IconGlyph } from '../Icon/Icon';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  closeOnBackdropClick: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Class of the dialog box (its position and size). */
  className: string;
  kind: 'modal' | 'drawer';
}

const subscribeNever = () => () => undefined;

/** False on the server and while hydrating, true after: portals exist only on the client. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The part Modal and Drawer share: portal, backdrop, labelled dialog box, close button. */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  closeOnBackdropClick,
  initialFocusRef,
  className,
  kind,
}: DialogFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const isClient = useIsClient();
  useModalDialog({ open: open && isClient, onClose, dialogRef, initialFocusRef });
  if (!open || !isClient) return null;
  return createPortal(
    <div data-dialog-root={kind}>
      <div
        className={styles.backdrop}
        data-dialog-backdrop=""
        aria-hidden="true"
        onClick={closeOnBackdropClick ? onClose : undefined}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <IconGlyph icon={closeIcon} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
