/**
 * When the collector sends (spec §9): the records are flushed 30 s after load or when the page is
 * hidden, whichever comes first; records that arrive later, up to 60 s after load, go at the next
 * hide or at 60 s; after 60 s nothing is taken. A record keyed like one still waiting replaces it,
 * so a metric that grows (CLS, INP, an LCP candidate) leaves with its latest value only.
 */
import { collectorLimits, type PerformanceRecord } from '@storefront/performance-rules';

export interface FlushPolicyOptions {
  /** Milliseconds since the page's load event. */
  sinceLoad: () => number;
  setTimer: (run: () => void, delayMs: number) => unknown;
  send: (records: PerformanceRecord[]) => void;
}

export interface RecordQueue {
  /** False when the record came after the 60 s wait and is not sent. */
  add(key: string, record: PerformanceRecord): boolean;
  /** The page was hidden: send what waits. */
  hidden(): void;
}

export function createRecordQueue({ sinceLoad, setTimer, send }: FlushPolicyOptions): RecordQueue {
  const waiting = new Map<string, PerformanceRecord>();
  let sentOnce = false;
  let closed = false;

  const flush = () => {
    if (waiting.size === 0) return;
    const records = [...waiting.values()];
    waiting.clear();
    sentOnce = true;
    send(records);
  };
  const untilAfterLoad = (ms: number) => Math.max(0, ms - sinceLoad());

  setTimer(() => {
    if (!sentOnce) flush();
  }, untilAfterLoad(collectorLimits.flushAfterLoadMs));
  setTimer(() => {
    flush();
    closed = true;
  }, untilAfterLoad(collectorLimits.metricWaitMs));

  return {
    add(key, record) {
      if (closed || sinceLoad() > collectorLimits.metricWaitMs) return false;
      waiting.set(key, record);
      return true;
    },
    hidden: flush,
  };
}
