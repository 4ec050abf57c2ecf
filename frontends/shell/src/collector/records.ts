/**
 * Spec §3 performance records from what the browser measured: web-vitals' metrics, the navigation
 * entry's connection timings and the image resources' timings. A value the store would not keep
 * (isKeptTiming) is left out, and a record without its value is not built at all.
 */
import {
  COLLECTOR_APP,
  collectorLimits,
  cutElementPath,
  isKeptTiming,
  type PerformanceRecord,
  type RatedEvent,
} from '@storefront/performance-rules';

/** The parts of a web-vitals metric (attribution build) a record keeps. */
export interface VitalsMetric {
  name: 'FCP' | 'LCP' | 'CLS' | 'FID' | 'INP' | 'TTFB';
  value: number;
  id: string;
  navigationType: string;
  attribution?: {
    /** LCP: the largest element. */
    element?: string;
    /** CLS: the element that shifted most. */
    largestShiftTarget?: string;
    /** INP: the element of the slowest interaction. */
    interactionTarget?: string;
    /** FID: the element of the first input. */
    eventTarget?: string;
  };
}

export const METRIC_EVENTS: Record<VitalsMetric['name'], RatedEvent> = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  CLS: 'cumulative-layout-shift',
  FID: 'first-input-delay',
  INP: 'interaction-to-next-paint',
  TTFB: 'time-to-first-byte',
};

export type RecordData = Record<string, unknown>;

export function metricData({ value, id, navigationType, attribution }: VitalsMetric): RecordData | undefined {
  if (!isKeptTiming(value)) return undefined;
  const data: RecordData = { value, id, navigationType };
  const element =
    attribution?.element ??
    attribution?.largestShiftTarget ??
    attribution?.interactionTarget ??
    attribution?.eventTarget;
  if (element) data.element = cutElementPath(element);
  return data;
}

/** The parts of the `PerformanceNavigationTiming` entry a connection-timings record keeps. */
export type NavigationTiming = Pick<
  PerformanceNavigationTiming,
  | 'domainLookupStart'
  | 'domainLookupEnd'
  | 'connectStart'
  | 'connectEnd'
  | 'secureConnectionStart'
  | 'requestStart'
  | 'responseStart'
  | 'responseEnd'
  | 'domInteractive'
  | 'domContentLoadedEventStart'
  | 'loadEventStart'
  | 'transferSize'
  | 'nextHopProtocol'
>;

/** Durations of the navigation's phases, and when DOMContentLoaded and load fired. */
export function connectionData(entry: NavigationTiming): RecordData {
  const timings: RecordData = {
    dns: entry.domainLookupEnd - entry.domainLookupStart,
    connect: entry.connectEnd - entry.connectStart,
    // 0 when the connection was not encrypted (or was reused): there was no TLS to time
    tls: entry.secureConnectionStart > 0 ? entry.connectEnd - entry.secureConnectionStart : undefined,
    request: entry.responseStart - entry.requestStart,
    response: entry.responseEnd - entry.responseStart,
    domInteractive: entry.domInteractive,
    domContentLoaded: entry.domContentLoadedEventStart,
    load: entry.loadEventStart,
    transferSize: entry.transferSize,
  };
  const data: RecordData = {};
  for (const [name, value] of Object.entries(timings)) if (isKeptTiming(value)) data[name] = value;
  if (entry.nextHopProtocol) data.protocol = entry.nextHopProtocol.slice(0, 64);
  return data;
}

/** The parts of an image's `PerformanceResourceTiming` entry an image-timings record keeps. */
export type ImageTiming = Pick<PerformanceResourceTiming, 'name' | 'startTime' | 'duration' | 'encodedBodySize'>;

export function imageData({ name, startTime, duration, encodedBodySize }: ImageTiming): RecordData | undefined {
  // the query often carries tokens or sizes that split one image into many; the store wants the image
  const url = name.split(/[?#]/, 1)[0];
  if (!url || url.length > collectorLimits.maxUrlLength || !isKeptTiming(startTime) || !isKeptTiming(duration))
    return undefined;
  const data: RecordData = { url, start: startTime, duration };
  // 0 when unknown (a cross-origin image without Timing-Allow-Origin)
  if (encodedBodySize > 0 && isKeptTiming(encodedBodySize)) data.size = encodedBodySize;
  return data;
}

/** Builds the records of one page load: its path, page type and id on each. */
export function recordMaker(
  page: RecordData,
  pageLoadId: string,
  now: () => number = Date.now,
): (event: PerformanceRecord['event'], data: RecordData) => PerformanceRecord {
  return (event, data) => ({ app: COLLECTOR_APP, data: { ...page, ...data }, event, pageLoadId, ts: now() });
}

/** 32 hex digits from the browser's random source: unique per page load, and no secure context needed. */
export function newPageLoadId(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
