import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { errorReportLimits } from '@storefront/performance-rules';
import { createErrorReporter, type ErrorReport } from './error-reporter';

describe('createErrorReporter', () => {
  let sent: ErrorReport[][];
  const reporter = (page?: () => { path: string; pageType?: string }) =>
    createErrorReporter({ send: (batch) => sent.push(batch), now: () => 1700000000000, page });

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends one batch 1 s after the last report', () => {
    const errors = reporter();
    errors.report('remote-load-failed', { message: 'm', remote: 'cart' });
    jest.advanceTimersByTime(999);
    errors.report('remote-load-failed', { message: 'm', remote: 'forms' });
    jest.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      [
        { event: 'remote-load-failed', data: { message: 'm', remote: 'cart' }, timestamp: 1700000000000 },
        { event: 'remote-load-failed', data: { message: 'm', remote: 'forms' }, timestamp: 1700000000000 },
      ],
    ]);
  });

  it('adds the page’s path and type to every report', () => {
    const errors = reporter(() => ({ path: '/shop/p/lamp', pageType: 'product-detail' }));
    errors.report('uncaught-error', { message: 'boom' });
    errors.flush();
    expect(sent[0][0].data).toEqual({ message: 'boom', path: '/shop/p/lamp', pageType: 'product-detail' });
  });

  it('queues at most 10 reports, dropping the rest', () => {
    const errors = reporter();
    const accepted = Array.from({ length: 12 }, (_, index) => errors.report('e', { message: 'm', index }));
    expect(accepted.filter(Boolean)).toHaveLength(errorReportLimits.maxQueued);
    jest.advanceTimersByTime(errorReportLimits.sendDebounceMs);
    expect(sent).toHaveLength(1);
    expect(sent[0].map((report) => report.data.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('accepts at most 20 reports per page, so the 21st is never sent', () => {
    const errors = reporter();
    let accepted = 0;
    for (let round = 0; round < 5; round += 1) {
      for (let index = 0; index < 8; index += 1) if (errors.report('e', { message: 'm', round, index })) accepted += 1;
      jest.advanceTimersByTime(errorReportLimits.sendDebounceMs);
    }
    expect(accepted).toBe(errorReportLimits.maxReportsPerPage);
    expect(sent.flat()).toHaveLength(20);
    expect(sent.map((batch) => batch.length)).toEqual([8, 8, 4]);
  });

  it('cuts stacks to 5000, messages to 1000 and script addresses to 1024 characters, leaving other fields alone', () => {
    const errors = reporter();
    errors.report('e', { stack: 's'.repeat(7000), message: 'm'.repeat(6000), filename: 'f'.repeat(2000), lineno: 3 });
    errors.report('e', { message: 'short', stack: 'short' });
    errors.flush();
    const [long, short] = sent[0];
    expect((long.data.stack as string).length).toBe(5000);
    expect(long.data.message.length).toBe(1000);
    expect((long.data.filename as string).length).toBe(1024);
    expect(long.data.lineno).toBe(3);
    expect(short.data).toEqual({ message: 'short', stack: 'short' });
  });

  it('flush sends at once and cancels the pending timer', () => {
    const errors = reporter();
    errors.report('e', { message: 'm' });
    errors.flush();
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    errors.flush();
    expect(sent).toHaveLength(1);
  });

  it('swallows a failing send and does not try the batch again', () => {
    let attempts = 0;
    const errors = createErrorReporter({
      send: () => {
        attempts += 1;
        throw new Error('offline');
      },
    });
    errors.report('e', { message: 'm' });
    expect(() => jest.advanceTimersByTime(errorReportLimits.sendDebounceMs)).not.toThrow();
    jest.advanceTimersByTime(10 * errorReportLimits.sendDebounceMs);
    expect(attempts).toBe(1);
  });

  it('drops a report whose data cannot be read instead of throwing', () => {
    const errors = reporter(() => {
      throw new Error('no page');
    });
    expect(errors.report('e', { message: 'm' })).toBe(false);
    errors.flush();
    expect(sent).toEqual([]);
  });
});
