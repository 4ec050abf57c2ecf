/**
 * Uncaught errors and unhandled promise rejections of any script on the page, reported through
 * the page's error reporter (spec §7 RecordJavascriptErrors). The listeners are cheap and attached
 * by the shell entry, so an error a page script throws right after load is caught too.
 */
import { JAVASCRIPT_ERROR_EVENTS, type JavascriptErrorData } from '@storefront/performance-rules';
import type { ErrorReporter } from './error-reporter';

/** The parts of an `ErrorEvent` a report keeps. */
export type UncaughtError = Pick<ErrorEvent, 'message' | 'error' | 'filename' | 'lineno' | 'colno'>;

export function uncaughtErrorData({ message, error, filename, lineno, colno }: UncaughtError): JavascriptErrorData {
  const data: JavascriptErrorData = { message: message || describe(error) };
  const stack = stackOf(error);
  if (stack) data.stack = stack;
  if (filename) data.filename = filename;
  if (isLineOrColumn(lineno)) data.lineno = lineno;
  if (isLineOrColumn(colno)) data.colno = colno;
  return data;
}

export function unhandledRejectionData(reason: unknown): JavascriptErrorData {
  const stack = stackOf(reason);
  return stack ? { message: describe(reason), stack } : { message: describe(reason) };
}

/** Reports every uncaught error and unhandled rejection of `target` (the window). */
export function listenForPageErrors(target: Pick<Window, 'addEventListener'>, reporter: ErrorReporter): void {
  target.addEventListener('error', (event) => {
    try {
      reporter.report(JAVASCRIPT_ERROR_EVENTS.uncaughtError, uncaughtErrorData(event));
    } catch {
      // a failure here would be another uncaught error: the loop this guards against
    }
  });
  target.addEventListener('unhandledrejection', (event) => {
    try {
      reporter.report(JAVASCRIPT_ERROR_EVENTS.unhandledRejection, unhandledRejectionData(event.reason));
    } catch {
      // as above
    }
  });
}

function stackOf(value: unknown): string | undefined {
  try {
    const stack = (value as { stack?: unknown } | null)?.stack;
    return typeof stack === 'string' && stack ? stack : undefined;
  } catch {
    return undefined;
  }
}

/** A readable message for anything thrown or rejected, also for objects whose toString throws. */
function describe(value: unknown): string {
  try {
    if (value instanceof Error) return value.message || value.name;
    return String(value);
  } catch {
    return 'unreadable error';
  }
}

const isLineOrColumn = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
