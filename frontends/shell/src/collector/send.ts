/**
 * How records leave the page (spec §7): a text/plain JSON array of at most 50 records per request,
 * by `navigator.sendBeacon` (which survives the page being closed) with the crumb in the query,
 * since a beacon carries no headers; by an XHR with the crumb header when there is no beacon or
 * the browser refuses it (too much queued, or blocked). Failures are swallowed: a lost record is
 * worth less than any error on the visitor's page.
 */
import { collectorLimits, PERFORMANCE_RECORDS_PATH, type PerformanceRecord } from '@storefront/performance-rules';
import { beaconFirst } from '../beacon-first';

export interface Transport {
  /** `navigator.sendBeacon`, when the browser has it: true when the browser queued the request. */
  beacon?: (url: string, body: string) => boolean;
  post: (url: string, body: string, crumb: string) => void;
}

export function splitRecords<T>(records: T[], size: number = collectorLimits.maxRecordsPerBeacon): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < records.length; start += size) batches.push(records.slice(start, start + size));
  return batches;
}

export function sendRecords(records: PerformanceRecord[], crumb: string, transport: Transport): void {
  const url = `${PERFORMANCE_RECORDS_PATH}?crumb=${encodeURIComponent(crumb)}`;
  for (const batch of splitRecords(records)) {
    const body = JSON.stringify(batch);
    const beacon = transport.beacon;
    beaconFirst(beacon && (() => beacon(url, body)), () => transport.post(url, body, crumb));
  }
}

/** The browser's beacon (read at each send, so it is the current one) and XHR. */
export const browserTransport: Transport = {
  get beacon() {
    return typeof navigator.sendBeacon === 'function'
      ? (url: string, body: string) => navigator.sendBeacon(url, body)
      : undefined;
  },
  post(url, body, crumb) {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    request.setRequestHeader('X-CSRF-Token', crumb);
    request.send(body);
  },
};
