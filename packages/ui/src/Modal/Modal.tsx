import { type ReactNode, type RefObject } from 'react';

import * as styles from './Modal.css';
import { type ModalSize } from './Modal.css';
import { DialogFrame } from '../dialog/DialogFrame';

export { modalSizes, type ModalSize } from './Modal.css';

export interface ModalProps {
  open: boolean;
  /** Called by the close button, Escape and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  /** @defaultValue 'medium' */
  size?: ModalSize;
  /** Accessible name of the close button. @defaultValue 'Close' */
  closeLabel?: string;
  /** @defaultValue true */
  closeOnBackdropClick?: boolean;
  /** Receives focus on open; else the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A centred modal dialog: focus trapped inside, Escape closes, focus returns to where it was. */
export function Modal({
  size = 'medium',
  closeLabel = 'Close',
  closeOnBackdropClick = true,
  ...rest
}: ModalProps) {
  return (
    <DialogFrame
      {...rest}
      kind="modal"
      closeLabel={closeLabel}
      closeOnBackdropClick={closeOnBackdropClick}
      className={styles.modal({ size })}
    />
  );
}
