import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createErrorReporter, errorReportLimits, type ErrorReport } from './error-reporter';

describe('createErrorReporter', () => {
  let sent: ErrorReport[][];
  const reporter = () => createErrorReporter({ send: (batch) => sent.push(batch), now: () => 1700000000000 });

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends one batch 1 s after the last report', () => {
    const errors = reporter();
    errors.report('remote-load-failed', { remote: 'cart' });
    jest.advanceTimersByTime(999);
    errors.report('remote-load-failed', { remote: 'forms' });
    jest.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      [
        { event: 'remote-load-failed', data: { remote: 'cart' }, timestamp: 1700000000000 },
        { event: 'remote-load-failed', data: { remote: 'forms' }, timestamp: 1700000000000 },
      ],
    ]);
  });

  it('queues at most 10 reports, dropping the rest', () => {
    const errors = reporter();
    const accepted = Array.from({ length: 12 }, (_, index) => errors.report('e', { index }));
    expect(accepted.filter(Boolean)).toHaveLength(errorReportLimits.maxQueued);
    jest.advanceTimersByTime(errorReportLimits.sendDebounceMs);
    expect(sent).toHaveLength(1);
    expect(sent[0].map((report) => report.data.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('accepts at most 20 reports per page', () => {
    const errors = reporter();
    let accepted = 0;
    for (let round = 0; round < 5; round += 1) {
      for (let index = 0; index < 8; index += 1) if (errors.report('e', { round, index })) accepted += 1;
      jest.advanceTimersByTime(errorReportLimits.sendDebounceMs);
    }
    expect(accepted).toBe(errorReportLimits.maxReportsPerPage);
    expect(sent.flat()).toHaveLength(20);
    expect(sent.map((batch) => batch.length)).toEqual([8, 8, 4]);
  });

  it('cuts stacks to 5000 characters and leaves other fields alone', () => {
    const errors = reporter();
    const message = 'm'.repeat(6000);
    errors.report('e', { stack: 's'.repeat(7000), message });
    errors.report('e', { stack: 'short' });
    errors.flush();
    expect((sent[0][0].data.stack as string).length).toBe(5000);
    expect(sent[0][0].data.message).toBe(message);
    expect(sent[0][1].data.stack).toBe('short');
  });

  it('flush sends at once and cancels the pending timer', () => {
    const errors = reporter();
    errors.report('e', {});
    errors.flush();
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    errors.flush();
    expect(sent).toHaveLength(1);
  });
});
