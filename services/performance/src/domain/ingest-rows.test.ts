import { RATED_EVENTS, THRESHOLDS, type RatedEvent } from '@storefront/performance-rules';
import { performanceRecordSchema } from '@storefront/performance-rules/ingest';
import { errorReportRows, recordRows } from './ingest-rows';
import { errorGroupId } from './top-frame';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const source = { userAgent: iphone, receivedAt: Date.UTC(2025, 4, 1, 12, 0, 1) };
const ts = Date.UTC(2025, 4, 1, 12);
let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

const rated = (event: RatedEvent, value: number) => ({
  id: nextId(),
  source,
  record: { app: 'storefront', pageLoadId: 'load-1', ts, event, data: { path: '/shop', value } },
});

describe('stored records', () => {
  it.each(RATED_EVENTS.map((event) => [event, THRESHOLDS[event]] as const))(
    '%s is good at its good threshold and poor only above its poor one (%j)',
    (event, { good, poor }) => {
      const ratings = recordRows([
        rated(event, 0),
        rated(event, good),
        rated(event, good + 1e-9),
        rated(event, poor),
        rated(event, poor + 1e-9),
      ]).map((row) => row.rating);
      expect(ratings).toEqual(['good', 'good', 'needs-improvement', 'needs-improvement', 'poor']);
    },
  );

  it("ignores the browser's own rating, keeps the validated data, the page and the device, not the user agent", () => {
    const sent = {
      app: 'storefront',
      pageLoadId: 'load-1',
      ts,
      event: 'cumulative-layout-shift',
      data: { path: '/shop/p/linen-shirt', pageType: 'product', value: 0.3, rating: 'good', element: 'div.hero' },
    };
    const record = performanceRecordSchema.parse(sent);
    const [row] = recordRows([{ id: nextId(), source, record }]);
    expect(row).toMatchObject({
      event: 'cumulative-layout-shift',
      value: 0.3,
      rating: 'poor',
      path: '/shop/p/linen-shirt',
      page_type: 'product',
      device_class: 'mobile',
      browser: 'Safari',
      occurred_at: '2025-05-01T12:00:00.000Z',
      received_at: '2025-05-01T12:00:01.000Z',
      data: { path: '/shop/p/linen-shirt', pageType: 'product', value: 0.3, element: 'div.hero' },
    });
    expect(JSON.stringify(row)).not.toContain('iPhone OS');
  });

  it('has no value or rating for connection and image timings, and an empty page type when none was sent', () => {
    const [row] = recordRows([
      {
        id: nextId(),
        source: { userAgent: '', receivedAt: ts },
        record: { app: 'storefront', pageLoadId: 'l', ts, event: 'connection-timings', data: { path: '/', dns: 3 } },
      },
    ]);
    expect(row).toMatchObject({ value: null, rating: null, page_type: '', device_class: 'unknown', browser: '' });
  });
});

describe('stored error reports', () => {
  it('are grouped by message and top frame, with an empty stack, path and page type when none was sent', () => {
    const stack = 'TypeError: x is undefined\n    at f (https://shop.example/a.js:1:2)';
    const [withStack, without] = errorReportRows([
      {
        id: nextId(),
        source,
        report: {
          event: 'error',
          data: { message: 'x is undefined', stack, path: '/shop', pageType: 'index' },
          timestamp: ts,
        },
      },
      { id: nextId(), source, report: { event: 'unhandledrejection', data: { message: 'late' }, timestamp: ts } },
    ]);
    expect(withStack).toMatchObject({
      group_id: errorGroupId('x is undefined', 'at f (https://shop.example/a.js:1:2)'),
      top_frame: 'at f (https://shop.example/a.js:1:2)',
      stack,
      path: '/shop',
      page_type: 'index',
      browser: 'Safari',
      device_class: 'mobile',
      occurred_at: '2025-05-01T12:00:00.000Z',
    });
    expect(without).toMatchObject({
      group_id: errorGroupId('late', ''),
      top_frame: '',
      stack: '',
      path: '',
      page_type: '',
    });
  });
});
