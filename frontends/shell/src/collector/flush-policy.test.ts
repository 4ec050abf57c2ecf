import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { collectorLimits, type PerformanceRecord } from '@storefront/performance-rules';
import { createRecordQueue } from './flush-policy';

const record = (value: number, event: PerformanceRecord['event'] = 'cumulative-layout-shift'): PerformanceRecord => ({
  app: 'storefront',
  data: { path: '/', value },
  event,
  pageLoadId: 'p',
  ts: 1,
});

describe('createRecordQueue', () => {
  let sent: PerformanceRecord[][];
  /** Milliseconds since load on the fake clock, which starts `startedAfterLoad` after load. */
  const queue = (startedAfterLoad = 2_000) => {
    const loadedAt = Date.now() - startedAfterLoad;
    return createRecordQueue({
      sinceLoad: () => Date.now() - loadedAt,
      setTimer: setTimeout,
      send: (records) => sent.push(records),
    });
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    sent = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends 30 s after load when the page stays visible', () => {
    const records = queue(2_000);
    records.add('fcp', record(1, 'first-contentful-paint'));
    jest.advanceTimersByTime(collectorLimits.flushAfterLoadMs - 2_000 - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([[record(1, 'first-contentful-paint')]]);
  });

  it('sends when the page is hidden before 30 s, and then not again at 30 s', () => {
    const records = queue();
    records.add('fcp', record(1));
    records.hidden();
    expect(sent).toHaveLength(1);
    records.add('cls', record(0.2));
    jest.advanceTimersByTime(collectorLimits.flushAfterLoadMs);
    expect(sent).toHaveLength(1);
  });

  it('sends later records at the next hide', () => {
    const records = queue();
    records.add('fcp', record(1));
    jest.advanceTimersByTime(collectorLimits.flushAfterLoadMs);
    records.add('inp', record(40, 'interaction-to-next-paint'));
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
    records.hidden();
    expect(sent).toEqual([[record(1)], [record(40, 'interaction-to-next-paint')]]);
  });

  it('sends later records at 60 s after load, and takes nothing afterwards', () => {
    const records = queue(2_000);
    records.hidden();
    expect(sent).toEqual([]);
    records.add('fcp', record(1));
    records.hidden();
    expect(records.add('cls', record(0.05))).toBe(true);
    jest.advanceTimersByTime(collectorLimits.metricWaitMs - 2_000);
    expect(sent).toEqual([[record(1)], [record(0.05)]]);
    expect(records.add('cls', record(0.3))).toBe(false);
    records.hidden();
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });

  it('keeps only the latest value of a metric that changed while waiting', () => {
    const records = queue();
    records.add('cls-1', record(0.01));
    records.add('cls-1', record(0.04));
    records.add('lcp-1', record(900, 'largest-contentful-paint'));
    records.hidden();
    expect(sent).toEqual([[record(0.04), record(900, 'largest-contentful-paint')]]);
  });

  it('sends nothing for a hide with nothing waiting', () => {
    const records = queue();
    records.hidden();
    records.hidden();
    expect(sent).toEqual([]);
  });

  it('sends at once what a collector that started after the 30 s moment already had', () => {
    const records = queue(collectorLimits.flushAfterLoadMs + 1_000);
    records.add('connection', record(1, 'connection-timings'));
    jest.advanceTimersByTime(0);
    expect(sent).toEqual([[record(1, 'connection-timings')]]);
  });
});
