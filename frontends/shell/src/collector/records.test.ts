import { describe, expect, it } from '@jest/globals';
import { collectorLimits } from '@storefront/performance-rules';
import {
  connectionData,
  imageData,
  metricData,
  METRIC_EVENTS,
  newPageLoadId,
  recordMaker,
  type NavigationTiming,
  type VitalsMetric,
} from './records';

const metric = (overrides: Partial<VitalsMetric>): VitalsMetric => ({
  name: 'LCP',
  value: 812.4,
  id: 'v4-1700000000000-123',
  navigationType: 'navigate',
  ...overrides,
});

describe('metricData', () => {
  it('keeps the value, the metric id and the navigation type', () => {
    expect(metricData(metric({}))).toEqual({ value: 812.4, id: 'v4-1700000000000-123', navigationType: 'navigate' });
  });

  it('names the element of each metric’s attribution, cut to 200 characters', () => {
    const long = `main>${'div.block>'.repeat(40)}img`;
    expect(metricData(metric({ attribution: { element: long } }))?.element).toBe(long.slice(0, 200));
    expect(
      metricData(metric({ name: 'CLS', value: 0.12, attribution: { largestShiftTarget: '#hero' } }))?.element,
    ).toBe('#hero');
    expect(
      metricData(metric({ name: 'INP', attribution: { interactionTarget: 'button.sqs-add-to-cart-button' } }))?.element,
    ).toBe('button.sqs-add-to-cart-button');
    expect(metricData(metric({ name: 'FID', attribution: { eventTarget: 'a.nav' } }))?.element).toBe('a.nav');
    expect(metricData(metric({ name: 'TTFB', attribution: {} }))).not.toHaveProperty('element');
  });

  it('drops a value the store would not keep', () => {
    expect(metricData(metric({ value: 2_147_483_648 }))).toBeUndefined();
    expect(metricData(metric({ value: -1 }))).toBeUndefined();
    expect(metricData(metric({ value: Number.NaN }))).toBeUndefined();
    expect(metricData(metric({ value: 2_147_483_647 }))?.value).toBe(2_147_483_647);
  });

  it('maps every web-vitals metric to the event of spec §3', () => {
    expect(Object.values(METRIC_EVENTS).sort()).toEqual(
      [
        'cumulative-layout-shift',
        'first-contentful-paint',
        'first-input-delay',
        'interaction-to-next-paint',
        'largest-contentful-paint',
        'time-to-first-byte',
      ].sort(),
    );
  });
});

const navigation: NavigationTiming = {
  domainLookupStart: 10,
  domainLookupEnd: 14,
  connectStart: 14,
  connectEnd: 30,
  secureConnectionStart: 20,
  requestStart: 31,
  responseStart: 80,
  responseEnd: 95,
  domInteractive: 210,
  domContentLoadedEventStart: 230,
  loadEventStart: 400,
  transferSize: 18_345,
  nextHopProtocol: 'h2',
};

describe('connectionData', () => {
  it('times the navigation’s phases and says when the document events fired', () => {
    expect(connectionData(navigation)).toEqual({
      dns: 4,
      connect: 16,
      tls: 10,
      request: 49,
      response: 15,
      domInteractive: 210,
      domContentLoaded: 230,
      load: 400,
      transferSize: 18_345,
      protocol: 'h2',
    });
  });

  it('leaves out TLS on an unencrypted connection, an unknown protocol and values out of range', () => {
    const data = connectionData({
      ...navigation,
      secureConnectionStart: 0,
      nextHopProtocol: '',
      requestStart: 100,
      transferSize: 3e9,
    });
    expect(data).not.toHaveProperty('tls');
    expect(data).not.toHaveProperty('protocol');
    expect(data).not.toHaveProperty('request');
    expect(data).not.toHaveProperty('transferSize');
    expect(data.dns).toBe(4);
  });
});

describe('imageData', () => {
  it('keeps the address without its query, when it started, how long it took and its size', () => {
    expect(
      imageData({
        name: 'https://cdn.example/img/lamp.jpg?format=750w#x',
        startTime: 120.5,
        duration: 33,
        encodedBodySize: 48_000,
      }),
    ).toEqual({ url: 'https://cdn.example/img/lamp.jpg', start: 120.5, duration: 33, size: 48_000 });
  });

  it('leaves out an unknown size and drops an image with an unusable address or timing', () => {
    expect(imageData({ name: '/a.png', startTime: 1, duration: 2, encodedBodySize: 0 })).toEqual({
      url: '/a.png',
      start: 1,
      duration: 2,
    });
    const long = `/${'a'.repeat(collectorLimits.maxUrlLength)}`;
    expect(imageData({ name: long, startTime: 1, duration: 2, encodedBodySize: 5 })).toBeUndefined();
    expect(imageData({ name: '/a.png', startTime: -1, duration: 2, encodedBodySize: 5 })).toBeUndefined();
  });
});

describe('recordMaker', () => {
  it('builds records of spec §3 with the page’s fields', () => {
    const record = recordMaker({ path: '/shop', pageType: 'product-list' }, 'abc', () => 1_700_000_000_000);
    expect(record('largest-contentful-paint', { value: 5 })).toEqual({
      app: 'storefront',
      data: { path: '/shop', pageType: 'product-list', value: 5 },
      event: 'largest-contentful-paint',
      pageLoadId: 'abc',
      ts: 1_700_000_000_000,
    });
  });
});

describe('newPageLoadId', () => {
  it('is 32 hex digits, new for every page load', () => {
    const first = newPageLoadId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newPageLoadId()).not.toBe(first);
  });
});
