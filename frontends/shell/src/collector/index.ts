/**
 * The performance collector (spec §3, §9), a chunk of its own that the shell imports only after
 * load and an idle moment. web-vitals observes with buffered entries, so the paints, shifts and
 * timings from before it arrived are still seen. Metrics report every change; the queue keeps the
 * latest per metric until the flush policy sends it.
 */
import type { StorefrontContext } from '@storefront/contracts';
import { onCLS, onFCP, onFID, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { cookieValue } from '../cookie-jar';
import { pageFields } from '../page-fields';
import { createRecordQueue } from './flush-policy';
import {
  connectionData,
  imageData,
  metricData,
  METRIC_EVENTS,
  newPageLoadId,
  recordMaker,
  type VitalsMetric,
} from './records';
import { collectorLimits } from '@storefront/performance-rules';
import { browserTransport, sendRecords } from './send';

export function startCollector(pageContext: StorefrontContext | null): void {
  const record = recordMaker({ ...pageFields(location, pageContext) }, newPageLoadId());
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadedAt = navigation?.loadEventStart || performance.now();
  const queue = createRecordQueue({
    sinceLoad: () => performance.now() - loadedAt,
    setTimer: setTimeout,
    send: (records) => sendRecords(records, cookieValue(document.cookie, 'crumb') ?? '', browserTransport),
  });

  const onMetric = (metric: MetricWithAttribution) => {
    const data = metricData(metric as VitalsMetric);
    if (data) queue.add(metric.id, record(METRIC_EVENTS[metric.name], data));
  };
  for (const observe of [onFCP, onLCP, onCLS, onFID, onINP, onTTFB])
    (observe as (report: typeof onMetric, options: { reportAllChanges: boolean }) => void)(onMetric, {
      reportAllChanges: true,
    });

  if (navigation) queue.add('connection', record('connection-timings', connectionData(navigation)));
  observeImages((index, data) => queue.add(`image-${index}`, record('image-timings', data)));

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.hidden();
  });
  addEventListener('pagehide', () => queue.hidden());
}

/** The first images the page loaded (and loads later), at most collectorLimits.maxImageRecords. */
function observeImages(found: (index: number, data: Record<string, unknown>) => void): void {
  let count = 0;
  try {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (count >= collectorLimits.maxImageRecords) return observer.disconnect();
        if (entry.initiatorType !== 'img') continue;
        const data = imageData(entry);
        if (data) found(count++, data);
      }
    });
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // a browser without resource timing reports no images
  }
}
