/**
 * Starts the performance collector without costing the page: its chunk is requested only after
 * the load event and then an idle moment (or at most `idleTimeoutMs` later, so a busy page still
 * gets measured), never while the page is becoming interactive.
 */
export interface LoaderWindow {
  document: Pick<Document, 'readyState'>;
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
  setTimeout: (run: () => void, delayMs: number) => unknown;
}

export const idleTimeoutMs = 5_000;

export function afterLoadAndIdle(run: () => void, win: LoaderWindow): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: idleTimeoutMs });
    // no idle callbacks (Safari): the next task after load is the next best moment
    else win.setTimeout(run, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
