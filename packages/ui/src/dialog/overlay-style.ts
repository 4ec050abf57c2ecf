import type { CSSProperties } from 'react';

/** The theme has no modal styles yet; these keep overlays usable without it. */
export const backdropStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 10000,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  overflowY: 'auto',
  background: 'rgba(0, 0, 0, 0.5)',
};

/** Spec §9: a 50 px top margin keeps a lightbox taller than the window reachable by scrolling. */
export const panelStyle: CSSProperties = {
  margin: '50px 16px',
  maxWidth: '32rem',
  width: '100%',
  padding: '24px',
  background: '#fff',
  color: '#111',
  borderRadius: '4px',
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.3)',
};

/** The heading that names a dialog (its `labelledBy`). */
export const dialogTitleStyle: CSSProperties = { margin: '0 0 12px', fontSize: '1.25rem' };

export const lightboxPanelStyle: CSSProperties = { ...panelStyle, maxWidth: '60rem', position: 'relative' };

/** The '×' control in an overlay's top right corner. */
export const closeButtonStyle: CSSProperties = {
  position: 'absolute',
  top: 8,
  right: 8,
  fontSize: '1.5rem',
  lineHeight: 1,
  background: 'none',
  border: 0,
  cursor: 'pointer',
};
