import {
  isRatedEvent,
  rate,
  type JavascriptErrorReport,
  type PerformanceRecord,
  type Rating,
} from '@storefront/performance-rules';
import type { IngestSource } from '@storefront/performance-rules/ingest';
import { errorGroupId, topFrame } from './top-frame';
import { visitorDevice, type DeviceClass, type VisitorDevice } from './visitor-device';

/** A performance record as it is stored; times are ISO strings, as the insert reads them. */
export interface RecordRow {
  id: string;
  page_load_id: string;
  event: string;
  value: number | null;
  rating: Rating | null;
  path: string;
  page_type: string;
  device_class: DeviceClass;
  browser: string;
  occurred_at: string;
  received_at: string;
  data: Record<string, unknown>;
}

/** An error report as it is stored, with its group's message and top frame. */
export interface ErrorReportRow {
  id: string;
  group_id: string;
  event: string;
  message: string;
  top_frame: string;
  stack: string;
  path: string;
  page_type: string;
  browser: string;
  device_class: DeviceClass;
  occurred_at: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A job's items mostly share a few user agents (one per request batched in): each is read once. */
function devicesOf(): (source: IngestSource) => VisitorDevice {
  const seen = new Map<string, VisitorDevice>();
  return ({ userAgent }) => {
    let device = seen.get(userAgent);
    if (!device) {
      device = visitorDevice(userAgent);
      seen.set(userAgent, device);
    }
    return device;
  };
}

/**
 * Rows of validated records. Rated events are rated here with the shared thresholds: a browser's
 * own rating is not trusted, and the summaries count ratings as this service gives them.
 */
export function recordRows(items: { id: string; source: IngestSource; record: PerformanceRecord }[]): RecordRow[] {
  const deviceOf = devicesOf();
  return items.map(({ id, source, record }) => {
    const data = record.data as { path: string; pageType?: string; value?: number };
    const value = isRatedEvent(record.event) ? data.value : undefined;
    const { deviceClass, browser } = deviceOf(source);
    return {
      id,
      page_load_id: record.pageLoadId,
      event: record.event,
      value: value ?? null,
      rating: value !== undefined && isRatedEvent(record.event) ? rate(record.event, value) : null,
      path: data.path,
      page_type: data.pageType ?? '',
      device_class: deviceClass,
      browser,
      occurred_at: iso(record.ts),
      received_at: iso(source.receivedAt),
      data: record.data,
    };
  });
}

/** Rows of validated error reports, each with the group its message and top frame make. */
export function errorReportRows(
  items: { id: string; source: IngestSource; report: JavascriptErrorReport }[],
): ErrorReportRow[] {
  const deviceOf = devicesOf();
  return items.map(({ id, source, report }) => {
    const stack = report.data.stack ?? '';
    const frame = topFrame(stack);
    const { deviceClass, browser } = deviceOf(source);
    return {
      id,
      group_id: errorGroupId(report.data.message, frame),
      event: report.event,
      message: report.data.message,
      top_frame: frame,
      stack,
      path: report.data.path ?? '',
      page_type: report.data.pageType ?? '',
      browser,
      device_class: deviceClass,
      occurred_at: iso(report.timestamp),
    };
  });
}
