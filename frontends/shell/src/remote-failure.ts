import { JAVASCRIPT_ERROR_EVENTS } from '@storefront/performance-rules';
import type { RemoteName } from './hook-table';
import { pageErrorReporter } from './page-error-reporter';

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
  pageErrorReporter.report(
    JAVASCRIPT_ERROR_EVENTS.remoteLoadFailed,
    stack ? { remote, message, filename: url, stack } : { remote, message, filename: url },
  );
}
