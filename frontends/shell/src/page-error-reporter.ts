import { JAVASCRIPT_ERRORS_PATH } from '@storefront/performance-rules';
import { cookieValue } from './cookie-jar';
import { createErrorReporter, type ErrorReport } from './error-reporter';
import { currentPageContext } from './page-context';
import { pageFields } from './page-fields';

function sendReports(reports: ErrorReport[]): void {
  // keepalive lets the last batch leave while the page unloads; a failed post is not retried
  fetch(JAVASCRIPT_ERRORS_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': cookieValue(document.cookie, 'crumb') ?? '' },
    body: JSON.stringify(reports),
  }).catch(() => undefined);
}

/** The one error reporter of the page, so the spec §9 limits count every kind of report together. */
export const pageErrorReporter = createErrorReporter({
  send: sendReports,
  page: () => pageFields(location, currentPageContext()),
});
addEventListener('pagehide', () => pageErrorReporter.flush());
