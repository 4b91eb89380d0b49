import { useEffect, useRef, type RefObject } from 'react';

import { focusableElements } from './focusable';

interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  dialogRef: RefObject<HTMLElement | null>;
  /** Receives focus on open; else the first focusable element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * What a modal dialog owes keyboard and screen-reader users (WAI-ARIA APG "Dialog (Modal)"): focus moves in
 * on open and is trapped inside (Tab and Shift+Tab cycle), Escape closes, the rest of the page is `inert`
 * and does not scroll, and focus returns to the element that had it when the dialog closes.
 */
export function useModalDialog({ open, onClose, dialogRef, initialFocusRef }: ModalDialogOptions) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // Everything beside the dialog's portal root becomes inert while it is open.
    const portalRoot = dialog.closest('[data-dialog-root]') ?? dialog;
    const madeInert = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== portalRoot && !element.inert,
    );
    for (const element of madeInert) element.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const target = initialFocusRef?.current ?? focusableElements(dialog)[0] ?? dialog;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusableElements(dialog);
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);

    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) element.inert = false;
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open, dialogRef, initialFocusRef]);
}
