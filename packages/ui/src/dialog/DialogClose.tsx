import type { CSSProperties } from 'react';
import { closeButtonStyle } from './overlay-style';

export interface DialogCloseProps {
  /** The theme's class for this dialog's control (e.g. 'sqs-lightbox-close'). */
  className: string;
  onClick: () => void;
  style?: CSSProperties;
}

/** The '×' control that closes a dialog, named 'Close' for assistive technology. */
export function DialogClose({ className, onClick, style = closeButtonStyle }: DialogCloseProps) {
  return (
    <button type="button" className={className} aria-label="Close" onClick={onClick} style={style}>
      ×
    </button>
  );
}
