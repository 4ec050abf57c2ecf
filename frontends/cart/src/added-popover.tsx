import type { CSSProperties } from 'react';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { CartEntry } from '@storefront/contracts';
import { Dialog, DialogClose } from '@storefront/ui/dialog';
import { popoverGapPx, popoverMaxWidthPx, popoverPlacement, type PopoverPlacement } from './added-popover-placement';
import { createPopoverTimer, type PopoverTimer } from './added-popover-timing';
import { formatMinorUnits } from '@storefront/commerce';
import { variantText } from './variant-text';

export interface AddedPopoverRequest {
  entry: CartEntry;
  currency: string;
  /** The pill to hang under, looked up when shown (it may just have been unhidden). */
  anchor: () => HTMLElement | null;
}

const boxStyle: CSSProperties = {
  position: 'fixed',
  zIndex: 1000,
  width: `min(${popoverMaxWidthPx}px, calc(100vw - ${2 * popoverGapPx}px))`,
  boxSizing: 'border-box',
  padding: '1rem',
  background: '#fff',
  color: '#1f1f1f',
  border: '1px solid #d6d2cc',
  borderRadius: '4px',
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.15)',
};
const closeStyle: CSSProperties = {
  position: 'absolute',
  top: '0.4rem',
  right: '0.4rem',
  minWidth: '2rem',
  minHeight: '2rem',
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
};

interface AddedPopoverProps {
  entry: CartEntry;
  currency: string;
  placement: PopoverPlacement;
  onClose: () => void;
  /** The pill: where focus goes when the popover leaves while focus is inside it. */
  returnFocus: HTMLElement | null;
}

/**
 * Non-modal and never focused by itself (spec: it must not take the visitor away from the product);
 * keyboard users reach it by Tab, Escape or the close button remove it.
 */
function AddedPopover({ entry, currency, placement, onClose, returnFocus }: AddedPopoverProps) {
  const titleId = useId();
  const variant = variantText(entry.chosenVariant);
  return (
    <Dialog
      modal={false}
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
      className="cart-added-popover"
      style={{ ...boxStyle, top: placement.top, right: placement.right }}
    >
      <p id={titleId} className="cart-added-popover-title" style={{ margin: '0 2rem 0.75rem 0', fontWeight: 600 }}>
        Added to cart
      </p>
      <div className="cart-added-popover-line" style={{ display: 'flex', gap: '0.75rem' }}>
        {entry.imageUrl ? (
          <img src={entry.imageUrl} alt="" width={64} height={64} style={{ objectFit: 'cover', flex: 'none' }} />
        ) : null}
        <div>
          <p className="cart-added-popover-item" style={{ margin: 0 }}>
            {entry.title}
          </p>
          {variant ? (
            <p className="cart-added-popover-variant" style={{ margin: 0, fontSize: '0.9em' }}>
              {variant}
            </p>
          ) : null}
          <p className="cart-added-popover-quantity" style={{ margin: 0, fontSize: '0.9em' }}>
            Quantity: {entry.quantity}
          </p>
          <p className="cart-added-popover-price" style={{ margin: 0 }}>
            {formatMinorUnits(entry.purchasePriceCents, currency)}
          </p>
        </div>
      </div>
      <a
        className="cart-added-popover-view button"
        href="/cart"
        style={{ display: 'block', marginTop: '0.75rem', textAlign: 'center' }}
      >
        View Cart
      </a>
      <DialogClose className="cart-added-popover-close" onClick={onClose} style={closeStyle} />
    </Dialog>
  );
}

let container: HTMLElement | undefined;
let root: Root | undefined;
let timer: PopoverTimer | undefined;
let lastAnchor: HTMLElement | null = null;

// the Dialog hands focus back to the pill if it was inside
const remove = () => root?.render(null);

function setUp(anchor: HTMLElement | null): { container: HTMLElement; root: Root; timer: PopoverTimer } {
  if (!container || !root || !timer) {
    container = document.createElement('div');
    container.className = 'cart-added-popover-host';
    // right after the pill, so Tab from the pill leads into the popover; `display: contents` keeps
    // the host out of the header's layout (no flex gap, no shift)
    container.style.display = 'contents';
    if (anchor) anchor.after(container);
    else document.body.append(container);
    root = createRoot(container);
    const popoverTimer = createPopoverTimer(remove);
    container.addEventListener('focusin', () => popoverTimer.focusEntered());
    container.addEventListener('focusout', (event) => {
      if (!container?.contains(event.relatedTarget as Node | null)) popoverTimer.focusLeft();
    });
    timer = popoverTimer;
  }
  return { container, root, timer };
}

/** Shows (or replaces) the popover for the entry just added; it leaves by itself after 3 s. */
export function showAddedPopover({ entry, currency, anchor }: AddedPopoverRequest): void {
  lastAnchor = anchor();
  const popover = setUp(lastAnchor);
  const box = lastAnchor?.getBoundingClientRect() ?? null;
  const placement = popoverPlacement(box, document.documentElement.clientWidth);
  // rendered at once, so the 3 s are counted from when the visitor can see it
  flushSync(() =>
    popover.root.render(
      <AddedPopover
        key={`${entry.id}:${entry.quantity}:${Date.now()}`}
        entry={entry}
        currency={currency}
        placement={placement}
        onClose={() => popover.timer.close()}
        returnFocus={lastAnchor}
      />,
    ),
  );
  popover.timer.shown();
}
