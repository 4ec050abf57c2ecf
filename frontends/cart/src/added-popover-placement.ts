/**
 * Where the fixed-position popover sits (spec §9 offsets): 16 px under the pill and never closer
 * than 16 px to either edge of the viewport (on a phone the pill is far from the right edge, and
 * a popover hung from it would run off the left); when the pill is not on screen (scrolled away
 * or hidden) it sits 33 px from the top of the viewport instead. Being fixed, it shifts no layout.
 */
export const popoverTopMarginPx = 33;
export const popoverGapPx = 16;
/** Its widest, 22rem; a narrower viewport gets its width less the two gaps. */
export const popoverMaxWidthPx = 352;

export function popoverWidth(viewportWidth: number): number {
  return Math.min(popoverMaxWidthPx, viewportWidth - 2 * popoverGapPx);
}

export interface AnchorBox {
  top: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

export interface PopoverPlacement {
  top: number;
  right: number;
}

export function popoverPlacement(pill: AnchorBox | null, viewportWidth: number): PopoverPlacement {
  const visible = pill !== null && pill.width > 0 && pill.height > 0 && pill.bottom > 0;
  if (!visible) return { top: popoverTopMarginPx, right: popoverGapPx };
  const furthestRight = viewportWidth - popoverWidth(viewportWidth) - popoverGapPx;
  return {
    top: Math.max(popoverTopMarginPx, Math.round(pill.bottom + popoverGapPx)),
    right: Math.max(popoverGapPx, Math.min(furthestRight, Math.round(viewportWidth - pill.right))),
  };
}
