/**
 * Batches JavaScript error reports for `POST /api/events/RecordJavascriptErrors` within the limits
 * of spec §9: sends are debounced by 1 s, a page reports at most 20 times, at most 10 wait in the
 * queue, and stacks are cut to 5000 characters. Reports beyond a limit are dropped, not deferred:
 * a page stuck in an error loop must not flood the endpoint.
 */
export const errorReportLimits = {
  sendDebounceMs: 1000,
  maxReportsPerPage: 20,
  maxQueued: 10,
  maxStackLength: 5000,
} as const;

export interface ErrorReport {
  event: string;
  data: Record<string, unknown>;
  timestamp: number;
}

export interface ErrorReporterOptions {
  send: (reports: ErrorReport[]) => void;
  now?: () => number;
}

export interface ErrorReporter {
  /** False when the report was dropped by a limit. */
  report(event: string, data: Record<string, unknown>): boolean;
  /** Sends what is queued now (the page is going away). */
  flush(): void;
}

export function createErrorReporter({ send, now = Date.now }: ErrorReporterOptions): ErrorReporter {
  let accepted = 0;
  let queue: ErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch);
  }

  function report(event: string, data: Record<string, unknown>): boolean {
    if (accepted >= errorReportLimits.maxReportsPerPage || queue.length >= errorReportLimits.maxQueued) return false;
    accepted += 1;
    queue.push({ event, data: withShortStack(data), timestamp: now() });
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, errorReportLimits.sendDebounceMs);
    return true;
  }

  return { report, flush };
}

function withShortStack(data: Record<string, unknown>): Record<string, unknown> {
  const { stack } = data;
  if (typeof stack !== 'string' || stack.length <= errorReportLimits.maxStackLength) return data;
  return { ...data, stack: stack.slice(0, errorReportLimits.maxStackLength) };
}
