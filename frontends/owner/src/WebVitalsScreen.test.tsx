/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorGroupJson, MetricSummaryJson, VitalsSummaryJson } from '@storefront/contracts';
import { Role } from '@storefront/permissions';
import { RATED_EVENTS, THRESHOLDS, type RatedEvent } from '@storefront/performance-rules';
import { fakeGateway, refusal } from '@storefront/ui/testing';
import { ownerAccount, renderOwnerScreen } from './test-screen';

const reporter = ownerAccount('acc-rep', 'rita@example.com', [Role.reporting]);
const VITALS = '/api/owner/performance/vitals';
const ERRORS = '/api/owner/performance/errors';

const metric = (name: RatedEvent, p75: number, good: number, needsImprovement: number, poor: number) =>
  ({ metric: name, count: good + needsImprovement + poor, p75, good, needsImprovement, poor }) as MetricSummaryJson;
const none = (name: RatedEvent) => metric(name, 0, 0, 0, 0);

const overall = [
  metric('first-contentful-paint', 1500, 180, 15, 5),
  metric('largest-contentful-paint', 2800, 124, 50, 26),
  metric('cumulative-layout-shift', 0.104, 60, 30, 10),
  metric('first-input-delay', 350, 10, 5, 5),
  metric('interaction-to-next-paint', 180, 40, 0, 0),
  metric('time-to-first-byte', 900, 100, 80, 20),
];

/** Three days: the middle one has no records at all. */
function summary(range = { from: '2030-01-04', to: '2030-01-06' }, metrics = overall): VitalsSummaryJson {
  return {
    timeZone: 'America/New_York',
    ...range,
    days: [
      { day: '2030-01-04', metrics: metrics.map((one) => ({ ...one, p75: one.p75 * 0.9 })) },
      { day: '2030-01-05', metrics: RATED_EVENTS.map(none) },
      { day: '2030-01-06', metrics },
    ],
    overall: metrics,
    slowestPages: [
      {
        path: '/shop/canvas-sneaker',
        pageType: 'product-detail',
        metrics: [
          metric('largest-contentful-paint', 4200, 1, 2, 7),
          metric('interaction-to-next-paint', 240, 3, 2, 0),
          metric('cumulative-layout-shift', 0.02, 10, 0, 0),
        ],
      },
      { path: '/', pageType: 'page', metrics: [metric('largest-contentful-paint', 1900, 4, 0, 0)] },
    ],
    thresholds: RATED_EVENTS.map((name) => ({ metric: name, ...THRESHOLDS[name] })),
  };
}

const errorGroup = (n: number, count: number): ErrorGroupJson => ({
  id: `grp-${n}`,
  message: `TypeError: thing ${n} is undefined`,
  topFrame: `at render (https://shop.test/frontends/cart/cart.js:1:${n})`,
  count,
  firstSeen: '2030-01-04T10:00:00Z',
  lastSeen: '2030-01-06T10:00:00Z',
  sampleStack: `TypeError: thing ${n} is undefined\n    at render (https://shop.test/frontends/cart/cart.js:1:${n})`,
  samplePath: '/cart',
  sampleBrowser: 'Chrome 130',
  pageCount: 2,
  browserCount: n,
});

const groupsPage = (groups: ErrorGroupJson[], next = '') => ({
  status: 200,
  body: {
    timeZone: 'America/New_York',
    from: '2030-01-04',
    to: '2030-01-06',
    groups,
    hasNextPage: next !== '',
    nextPageCursor: next,
  },
});

function vitalsGateway(answer = summary(), groups = [errorGroup(1, 3), errorGroup(2, 1)]) {
  return fakeGateway({
    'GET /api/owner/session': { status: 200, body: { account: reporter } },
    [`GET ${VITALS}`]: { status: 200, body: answer },
    [`GET ${ERRORS}`]: groupsPage(groups),
  });
}

const panelOf = (name: string) => screen.getByRole('region', { name }) as HTMLElement;
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.textContent);

// jsdom has no 2D canvas; a browser without one gets null as well
let getContext: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => getContext.mockRestore());

describe('the web-vitals screen', () => {
  it("shows each metric's p75 with its rating, its shares, its p75 by day, and the slowest pages", async () => {
    vitalsGateway();
    renderOwnerScreen('web-vitals', '/config/web-vitals');
    await screen.findByRole('heading', { name: 'Largest contentful paint (LCP)' });
    expect(screen.getByText('Jan 4, 2030 to Jan 6, 2030, days in America/New_York')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'First contentful paint (FCP)',
      'Largest contentful paint (LCP)',
      'Cumulative layout shift (CLS)',
      'First input delay (FID)',
      'Interaction to next paint (INP)',
      'Time to first byte (TTFB)',
    ]);

    const lcp = panelOf('Largest contentful paint (LCP)');
    expect(lcp.querySelector('.vitals-p75')?.textContent).toBe('p75 2,800 ms (Needs improvement) · 200 records');
    expect(
      within(lcp)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Good 62% (124)', 'Needs improvement 25% (50)', 'Poor 13% (26)']);
    const cls = panelOf('Cumulative layout shift (CLS)');
    expect(cls.querySelector('.vitals-p75')?.textContent).toBe('p75 0.104 (Needs improvement) · 100 records');
    expect(panelOf('First contentful paint (FCP)').querySelector('[data-rating]')?.getAttribute('data-rating')).toBe(
      'good',
    );
    expect(panelOf('First input delay (FID)').querySelector('.vitals-rating')?.textContent).toBe('(Poor)');

    // the chart's numbers as a table, the day without records a gap
    const byDay = within(lcp).getByRole('table', { name: 'LCP p75 by day' });
    expect(within(byDay).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Jan 4, 2030', '2,520 ms', '200'],
      ['Jan 5, 2030', 'No data', '0'],
      ['Jan 6, 2030', '2,800 ms', '200'],
    ]);

    expect(cellsOf(rowOf('/shop/canvas-sneaker'))).toEqual([
      '/shop/canvas-sneaker',
      'Product detail',
      '4,200 ms (Poor)',
      '240 ms (Needs improvement)',
      '0.020 (Good)',
      '25',
    ]);
    expect(cellsOf(rowOf('/'))).toEqual(['/', 'Page', '1,900 ms (Good)', '—', '—', '4']);

    const groups = (await screen.findAllByRole('row')).filter((row) => row.classList.contains('vitals-error-group'));
    expect(groups.map((row) => cellsOf(row).slice(0, 3).concat(cellsOf(row).slice(5, 7)))).toEqual([
      ['TypeError: thing 1 is undefined', 'at render (https://shop.test/frontends/cart/cart.js:1:1)', '3', '2', '1'],
      ['TypeError: thing 2 is undefined', 'at render (https://shop.test/frontends/cart/cart.js:1:2)', '1', '2', '2'],
    ]);
  });

  it('draws no chart without a 2D canvas: the table stands alone, shown', async () => {
    vitalsGateway();
    const { container } = renderOwnerScreen('web-vitals', '/config/web-vitals');
    const lcp = await screen.findByRole('region', { name: 'Largest contentful paint (LCP)' });
    await waitFor(() => expect(container.querySelector('canvas')).toBeNull());
    expect(getContext).toHaveBeenCalledWith('2d');
    const table = within(lcp).getByRole('table', { name: 'LCP p75 by day' });
    expect(table.classList.contains('visually-hidden')).toBe(false);
  });

  it('asks again for a changed range and filters, and not for a range that ends before it starts', async () => {
    const gateway = vitalsGateway();
    const changed = summary({ from: '2030-01-01', to: '2030-01-06' });
    gateway.answer({
      [`GET ${VITALS}?from=2030-01-01&to=2030-01-06`]: { status: 200, body: changed },
      [`GET ${VITALS}?from=2030-01-01&to=2030-01-06&device=mobile`]: { status: 200, body: changed },
      [`GET ${VITALS}?from=2030-01-01&to=2030-01-06&pageType=product-detail&device=mobile`]: {
        status: 200,
        body: changed,
      },
      [`GET ${ERRORS}?from=2030-01-01&to=2030-01-06`]: groupsPage([errorGroup(3, 9)]),
    });
    renderOwnerScreen('web-vitals', '/config/web-vitals');
    await screen.findByText('Jan 4, 2030 to Jan 6, 2030, days in America/New_York');
    // the inputs show the range the gateway chose
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2030-01-04', '2030-01-06']);

    fireEvent.change(from, { target: { value: '2030-01-09' } });
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(from, { target: { value: '2030-01-01' } });
    expect(await screen.findByText('Jan 1, 2030 to Jan 6, 2030, days in America/New_York')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'TypeError: thing 3 is undefined' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'TypeError: thing 1 is undefined' })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Device'), 'Mobile');
    await waitFor(() =>
      expect(gateway.callsTo(`GET ${VITALS}?from=2030-01-01&to=2030-01-06&device=mobile`)).toHaveLength(1),
    );
    await user.selectOptions(screen.getByLabelText('Page type'), 'Product detail');
    await waitFor(() =>
      expect(
        gateway.callsTo(`GET ${VITALS}?from=2030-01-01&to=2030-01-06&pageType=product-detail&device=mobile`),
      ).toHaveLength(1),
    );
    expect(gateway.calls.map((call) => call.path).filter((path) => path.startsWith(VITALS))).toEqual([
      VITALS,
      `${VITALS}?from=2030-01-01&to=2030-01-06`,
      `${VITALS}?from=2030-01-01&to=2030-01-06&device=mobile`,
      `${VITALS}?from=2030-01-01&to=2030-01-06&pageType=product-detail&device=mobile`,
    ]);
    // the errors follow the range only
    expect(gateway.calls.map((call) => call.path).filter((path) => path.startsWith(ERRORS))).toEqual([
      ERRORS,
      `${ERRORS}?from=2030-01-01&to=2030-01-06`,
    ]);
  });

  it("opens an error group's sample stack and latest reports, and pages the groups", async () => {
    const gateway = vitalsGateway(summary(), [errorGroup(1, 3)]);
    gateway.answer({
      [`GET ${ERRORS}`]: groupsPage([errorGroup(1, 3)], 'c-2'),
      [`GET ${ERRORS}?cursor=c-2`]: groupsPage([errorGroup(2, 1)]),
      [`GET ${ERRORS}/grp-1`]: {
        status: 200,
        body: {
          group: { ...errorGroup(1, 3), count: 5 },
          reports: [
            {
              id: 'rep-2',
              event: 'javascript-error',
              message: 'TypeError: thing 1 is undefined',
              stack: '',
              path: '/cart',
              pageType: 'show-cart',
              browser: 'Chrome 130',
              deviceClass: 'mobile',
              occurred: '2030-01-06T10:00:00Z',
            },
            {
              id: 'rep-1',
              event: 'javascript-error',
              message: 'TypeError: thing 1 is undefined',
              stack: '',
              path: '/',
              pageType: '',
              browser: 'Firefox 128',
              deviceClass: 'unknown',
              occurred: '2030-01-04T10:00:00Z',
            },
          ],
        },
      },
    });
    renderOwnerScreen('web-vitals', '/config/web-vitals');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Show details of TypeError: thing 1 is undefined' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    open.focus();
    await user.keyboard('{Enter}');
    const stack = await waitFor(() => {
      const found = document.querySelector('.vitals-error-detail pre');
      if (!found) throw new Error('no stack yet');
      return found;
    });
    expect(stack.textContent).toBe(
      'TypeError: thing 1 is undefined\n    at render (https://shop.test/frontends/cart/cart.js:1:1)',
    );
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')).toBeTruthy();
    const reports = Array.from(document.querySelectorAll<HTMLElement>('.vitals-error-report')).map((row) =>
      cellsOf(row).slice(1),
    );
    expect(reports).toEqual([
      ['/cart (Cart)', 'Chrome 130', 'Mobile'],
      ['/', 'Firefox 128', 'Unknown'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Hide details of TypeError: thing 1 is undefined' }));
    expect(document.querySelector('.vitals-error-detail')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more JavaScript errors' }));
    expect(await screen.findByRole('rowheader', { name: 'TypeError: thing 2 is undefined' })).toBeTruthy();
    expect(gateway.callsTo(`GET ${ERRORS}?cursor=c-2`)).toHaveLength(1);
  });

  it('says when the range has no records and no errors', async () => {
    vitalsGateway(summary(undefined, RATED_EVENTS.map(none)), []);
    renderOwnerScreen('web-vitals', '/config/web-vitals');
    expect(await screen.findByText('No records in this range yet.')).toBeTruthy();
    expect(await screen.findByText('No JavaScript errors in this range.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Slowest pages' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the summary cannot be read, and reads it again on request', async () => {
    const gateway = vitalsGateway();
    gateway.answer({ [`GET ${VITALS}`]: refusal(503, 'Unable to connect. Please try again') });
    renderOwnerScreen('web-vitals', '/config/web-vitals');
    const alert = await screen.findByText('Unable to load. Try again.');
    expect(alert.closest('[role=alert]')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Metrics at the 75th percentile' })).toBeNull();
    gateway.answer({ [`GET ${VITALS}`]: { status: 200, body: summary() } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Metrics at the 75th percentile' })).toBeTruthy();
    expect(gateway.callsTo(`GET ${VITALS}`)).toHaveLength(2);
  });

  it("shows the gateway's words for a range it refuses", async () => {
    const gateway = vitalsGateway();
    gateway.answer({
      [`GET ${VITALS}?from=2029-01-01&to=2030-01-06`]: refusal(400, 'A range is at most 90 days.'),
    });
    renderOwnerScreen('web-vitals', '/config/web-vitals');
    await screen.findByText('Jan 4, 2030 to Jan 6, 2030, days in America/New_York');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2029-01-01' } });
    expect(await screen.findByText('A range is at most 90 days.')).toBeTruthy();
  });
});
