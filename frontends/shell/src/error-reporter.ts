/**
 * Batches JavaScript error reports for `POST /api/events/RecordJavascriptErrors` within the limits
 * of spec §9: sends are debounced by 1 s, a page reports at most 20 times, at most 10 wait in the
 * queue, and stacks are cut to 5000 characters. Reports beyond a limit are dropped, not deferred:
 * a page stuck in an error loop must not flood the endpoint.
 */
import { errorReportLimits, type JavascriptErrorData, type JavascriptErrorReport } from '@storefront/performance-rules';
import type { PageFields } from './page-fields';

export type ErrorReport = JavascriptErrorReport;

export interface ErrorReporterOptions {
  send: (reports: ErrorReport[]) => void;
  /** The page's path and type, added to every report. */
  page?: () => PageFields;
  now?: () => number;
}

export interface ErrorReporter {
  /** False when the report was dropped by a limit (or could not be built). */
  report(event: string, data: JavascriptErrorData): boolean;
  /** Sends what is queued now (the page is going away). */
  flush(): void;
}

export function createErrorReporter({ send, page, now = Date.now }: ErrorReporterOptions): ErrorReporter {
  let accepted = 0;
  let queue: ErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    // one attempt: a report that cannot be sent is lost rather than retried into an error loop
    try {
      send(batch);
    } catch {
      // reporting must never become an error of the page
    }
  }

  function report(event: string, data: JavascriptErrorData): boolean {
    if (accepted >= errorReportLimits.maxReportsPerPage || queue.length >= errorReportLimits.maxQueued) return false;
    try {
      queue.push({ event, data: withinLimits({ ...page?.(), ...data }), timestamp: now() });
    } catch {
      return false;
    }
    accepted += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, errorReportLimits.sendDebounceMs);
    return true;
  }

  return { report, flush };
}

const cut = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);

/** Cuts what may be long to what the store keeps, so the gateway does not refuse the report. */
function withinLimits(data: JavascriptErrorData): JavascriptErrorData {
  const { message, stack, filename } = data;
  const kept: JavascriptErrorData = { ...data, message: cut(String(message), errorReportLimits.maxMessageLength) };
  if (typeof stack === 'string') kept.stack = cut(stack, errorReportLimits.maxStackLength);
  if (typeof filename === 'string') kept.filename = cut(filename, errorReportLimits.maxFilenameLength);
  return kept;
}
