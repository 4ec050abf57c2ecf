import { cookieValue } from './cookie-jar';
import { createErrorReporter, type ErrorReport } from './error-reporter';
import type { RemoteName } from './hook-table';

export const errorReportUrl = '/api/events/RecordJavascriptErrors';

function sendReports(reports: ErrorReport[]): void {
  // keepalive lets the last batch leave while the page unloads; failures are not worth reporting
  fetch(errorReportUrl, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': cookieValue(document.cookie, 'crumb') ?? '' },
    body: JSON.stringify(reports),
  }).catch(() => undefined);
}

const reporter = createErrorReporter({ send: sendReports });
addEventListener('pagehide', () => reporter.flush());

export interface RemoteFailure {
  remote: RemoteName;
  url: string;
  error: unknown;
}

/**
 * A remote that cannot load or mount only loses its enhancement: the server HTML stays as it is.
 * The failure is a warning (not an error) for the console, an event other code can react to, and
 * a report for the site's error log.
 */
export function reportRemoteFailure({ remote, url, error }: RemoteFailure): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[storefront] remote "${remote}" failed: ${message}`);
  document.dispatchEvent(new CustomEvent('storefront:remote-error', { detail: { remote, message } }));
  const stack = error instanceof Error ? error.stack : undefined;
  reporter.report('remote-load-failed', stack ? { remote, message, url, stack } : { remote, message, url });
}
