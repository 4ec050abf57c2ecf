import { useLayoutEffect, useRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { holdDialog } from './dialog-behaviour';
import { backdropStyle } from './overlay-style';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'onKeyDown'> {
  /** The accessible name: the id of a visible heading, or else a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** 'alertdialog' for a message the visitor must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  /** Modal by default; see DialogBehaviour.modal. A non-modal dialog has no backdrop. */
  modal?: boolean;
  /** Escape, a close control or (with closeOnBackdrop) a press on the backdrop. */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  /** Where focus goes back on close; by default whatever had focus when the dialog opened. */
  returnFocus?: HTMLElement | null;
  backdropClassName?: string;
  backdropStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * The one dialog of the storefront: alert, lightbox, promo popup, product form and the 'added to
 * cart' popover. The element carries the role and name; the keyboard and focus rules are
 * holdDialog's, started when it appears and stopped (focus handed back) when it goes.
 */
export function Dialog({
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  modal = true,
  onClose,
  closeOnBackdrop = false,
  returnFocus,
  backdropClassName,
  backdropStyle: backdrop = backdropStyle,
  children,
  ...panelProps
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  // the latest handler, so a re-render with a new closure is not missed by the listeners
  const close = useRef(onClose);
  close.current = onClose;
  const opener = useRef(returnFocus);

  // a layout effect: its stop runs while the dialog is still in the document, so it can tell
  // whether focus was inside before the element disappears
  useLayoutEffect(
    () => holdDialog(panel.current!, { modal, onClose: () => close.current(), returnFocus: opener.current }),
    [modal],
  );

  const dialog = (
    <div
      {...panelProps}
      ref={panel}
      role={role}
      aria-modal={modal || undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={modal ? -1 : undefined}
    >
      {children}
    </div>
  );
  if (!modal) return dialog;
  return (
    <div
      className={backdropClassName}
      style={backdrop}
      onMouseDown={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) close.current();
            }
          : undefined
      }
    >
      {dialog}
    </div>
  );
}
