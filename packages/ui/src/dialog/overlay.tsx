import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface Overlay {
  /** Shows (or replaces) the content; ignored once closed. */
  render(content: ReactNode): void;
  /** Unmounts the content (a Dialog hands focus back as it goes) and removes the container. */
  close(): void;
}

/**
 * A React root in its own container at the end of <body>, where modal dialogs live: last in the
 * page, so their Dialog can make every other child of <body> inert. Closing twice is harmless.
 */
export function openOverlay(className = 'storefront-overlay'): Overlay {
  const container = document.createElement('div');
  container.className = className;
  document.body.append(container);
  const root = createRoot(container);
  let open = true;
  return {
    render(content) {
      if (open) root.render(content);
    },
    close() {
      if (!open) return;
      open = false;
      root.unmount();
      container.remove();
    },
  };
}
