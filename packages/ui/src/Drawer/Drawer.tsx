import { type ReactNode, type RefObject } from 'react';

import * as styles from './Drawer.css';
import { type DrawerSide } from './Drawer.css';
import { DialogFrame } from '../dialog/DialogFrame';

export { drawerSides, type DrawerSide } from './Drawer.css';

export interface DrawerProps {
  open: boolean;
  /** Called by the close button, Escape and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** The drawer's heading and accessible name. */
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** @defaultValue 'right' */
  side?: DrawerSide;
  /** Accessible name of the close button. @defaultValue 'Close' */
  closeLabel?: string;
  /** @defaultValue true */
  closeOnBackdropClick?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A panel sliding from a side (menu, filters, mini-cart): a modal dialog like Modal. */
export function Drawer({
  side = 'right',
  closeLabel = 'Close',
  closeOnBackdropClick = true,
  ...rest
}: DrawerProps) {
  return (
    <DialogFrame
      {...rest}
      kind="drawer"
      closeLabel={closeLabel}
      closeOnBackdropClick={closeOnBackdropClick}
      className={styles.drawer({ side })}
    />
  );
}
