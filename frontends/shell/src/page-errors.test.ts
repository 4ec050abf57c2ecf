/**
 * @jest-environment jsdom
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { errorReportLimits } from '@storefront/performance-rules';
import { createErrorReporter, type ErrorReport } from './error-reporter';
import { listenForPageErrors, uncaughtErrorData, unhandledRejectionData } from './page-errors';

describe('uncaughtErrorData', () => {
  it('keeps the message, stack, script and position of an uncaught error', () => {
    const error = new TypeError('x is undefined');
    expect(
      uncaughtErrorData({
        message: 'Uncaught TypeError: x is undefined',
        error,
        filename: '/s.js',
        lineno: 3,
        colno: 9,
      }),
    ).toEqual({
      message: 'Uncaught TypeError: x is undefined',
      stack: error.stack,
      filename: '/s.js',
      lineno: 3,
      colno: 9,
    });
  });

  it('keeps only the message of a cross-origin "Script error."', () => {
    expect(uncaughtErrorData({ message: 'Script error.', error: null, filename: '', lineno: 0, colno: 0 })).toEqual({
      message: 'Script error.',
    });
  });
});

describe('unhandledRejectionData', () => {
  it('reads an Error reason’s message and stack', () => {
    const reason = new Error('fetch failed');
    expect(unhandledRejectionData(reason)).toEqual({ message: 'fetch failed', stack: reason.stack });
  });

  it('describes any other reason, also one whose toString throws', () => {
    expect(unhandledRejectionData('nope')).toEqual({ message: 'nope' });
    expect(unhandledRejectionData(undefined)).toEqual({ message: 'undefined' });
    const hostile = {
      toString() {
        throw new Error('no');
      },
      get stack() {
        throw new Error('no');
      },
    };
    expect(unhandledRejectionData(hostile)).toEqual({ message: 'unreadable error' });
  });
});

describe('listenForPageErrors', () => {
  let sent: ErrorReport[][];

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const listen = () => {
    const target = new EventTarget();
    const reporter = createErrorReporter({
      send: (batch) => sent.push(batch),
      page: () => ({ path: '/shop', pageType: 'product-list' }),
    });
    listenForPageErrors(target as unknown as Window, reporter);
    return target;
  };

  it('reports uncaught errors and unhandled rejections with the page, debounced into one post', () => {
    const target = listen();
    const error = new Error('boom');
    target.dispatchEvent(
      new ErrorEvent('error', { message: 'Uncaught Error: boom', error, filename: '/a.js', lineno: 1, colno: 2 }),
    );
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('lost') });
    target.dispatchEvent(rejection);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(errorReportLimits.sendDebounceMs);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject([
      {
        event: 'uncaught-error',
        data: {
          message: 'Uncaught Error: boom',
          filename: '/a.js',
          lineno: 1,
          colno: 2,
          path: '/shop',
          pageType: 'product-list',
        },
      },
      { event: 'unhandled-rejection', data: { message: 'lost', path: '/shop', pageType: 'product-list' } },
    ]);
  });

  it('sends 20 of 25 errors thrown on one page and drops the rest', () => {
    const target = listen();
    for (let index = 0; index < 25; index += 1) {
      target.dispatchEvent(new ErrorEvent('error', { message: `e${index}` }));
      jest.advanceTimersByTime(errorReportLimits.sendDebounceMs);
    }
    const messages = sent.flat().map((report) => report.data.message);
    expect(messages).toHaveLength(20);
    expect(messages).not.toContain('e20');
  });
});
