/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnalyticsJson } from '@storefront/contracts';
import { Role } from '@storefront/permissions';
import { fakeGateway, refusal } from '@storefront/ui/testing';
import { ownerAccount, renderOwnerScreen } from './test-screen';

const manager = ownerAccount('acc-store', 'sam@example.com', [Role.storeManager]);
const ANALYTICS = '/api/owner/analytics';

function analytics(range = { from: '2030-01-04', to: '2030-01-06' }): AnalyticsJson {
  return {
    timeZone: 'America/New_York',
    ...range,
    totals: {
      visits: 1234,
      uniqueVisitors: 900,
      pageViews: 4321,
      productViews: 300,
      addsToCart: 60,
      checkouts: 12,
      purchases: 9,
      orders: 9,
      revenueCents: 123450,
      currency: 'USD',
    },
    daily: [
      { date: '2030-01-04', visits: 400, uniqueVisitors: 300, pageViews: 1400 },
      { date: '2030-01-05', visits: 0, uniqueVisitors: 0, pageViews: 0 },
      { date: '2030-01-06', visits: 834, uniqueVisitors: 600, pageViews: 2921 },
    ],
    topPages: [
      { path: '/shop', pageViews: 2000 },
      { path: '/shop/p/mug', pageViews: 800 },
    ],
    topProducts: [{ itemId: 'item-mug', title: 'Enamel mug', productViews: 250, addsToCart: 50 }],
    referrers: [
      { referrer: '(direct)', visits: 1000 },
      { referrer: 'search.example', visits: 234 },
    ],
    devices: [
      { device: 'desktop', visits: 800 },
      { device: 'mobile', visits: 434 },
    ],
    funnel: [
      { step: 'Product view', visitors: 200, rate: 1 },
      { step: 'Add to cart', visitors: 50, rate: 0.25 },
      { step: 'Checkout', visitors: 10, rate: 0.2 },
      { step: 'Purchase', visitors: 0, rate: 0 },
    ],
  };
}

function analyticsGateway(answer: AnalyticsJson = analytics()) {
  return fakeGateway({
    'GET /api/owner/session': { status: 200, body: { account: manager } },
    [`GET ${ANALYTICS}`]: { status: 200, body: answer },
  });
}

const sectionOf = (name: string) => screen.getByRole('region', { name }) as HTMLElement;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

// jsdom has no 2D canvas; a browser without one gets null as well
let getContext: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => getContext.mockRestore());

describe('the analytics screen', () => {
  it("asks for the gateway's default range and shows the totals, the range and its time zone", async () => {
    const gateway = analyticsGateway();
    renderOwnerScreen('analytics', '/config/analytics');
    await screen.findByRole('heading', { name: 'Totals' });
    expect(gateway.callsTo(`GET ${ANALYTICS}`)).toHaveLength(1);
    expect(screen.getByText('Jan 4, 2030 to Jan 6, 2030, days in America/New_York')).toBeTruthy();
    const totals = sectionOf('Totals');
    const shown = Array.from(totals.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(shown).toEqual([
      ['Visits', '1,234'],
      ['Unique visitors', '900'],
      ['Page views', '4,321'],
      ['Product views', '300'],
      ['Adds to cart', '60'],
      ['Checkouts', '12'],
      ['Purchases', '9'],
      ['Orders', '9'],
      ['Revenue', '$1,234.50'],
    ]);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2030-01-04');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2030-01-06');
  });

  it('shows every day, zeros included, as a table where no chart can be drawn', async () => {
    analyticsGateway();
    renderOwnerScreen('analytics', '/config/analytics');
    const table = await screen.findByRole('table', { name: 'Visits, unique visitors and page views by day' });
    await waitFor(() => expect(table.className).not.toContain('visually-hidden'));
    expect(rowsOf(table)).toEqual([
      ['Jan 4, 2030', '400', '300', '1,400'],
      ['Jan 5, 2030', '0', '0', '0'],
      ['Jan 6, 2030', '834', '600', '2,921'],
    ]);
  });

  it('lists the funnel with its conversion rates, top pages and products, referrers and devices', async () => {
    analyticsGateway();
    renderOwnerScreen('analytics', '/config/analytics');
    await screen.findByRole('heading', { name: 'Commerce funnel' });
    expect(rowsOf(within(sectionOf('Commerce funnel')).getByRole('table'))).toEqual([
      ['Product view', '200', '100%'],
      ['Add to cart', '50', '25%'],
      ['Checkout', '10', '20%'],
      ['Purchase', '0', '0%'],
    ]);
    expect(rowsOf(within(sectionOf('Top pages')).getByRole('table'))).toEqual([
      ['/shop', '2,000'],
      ['/shop/p/mug', '800'],
    ]);
    expect(rowsOf(within(sectionOf('Top products')).getByRole('table'))).toEqual([['Enamel mug', '250', '50']]);
    expect(rowsOf(within(sectionOf('Referrers')).getByRole('table'))).toEqual([
      ['(direct)', '1,000'],
      ['search.example', '234'],
    ]);
    expect(rowsOf(within(sectionOf('Devices')).getByRole('table'))).toEqual([
      ['Desktop', '800'],
      ['Mobile', '434'],
    ]);
  });

  it('says so when a list is empty', async () => {
    analyticsGateway({ ...analytics(), topProducts: [], referrers: [] });
    renderOwnerScreen('analytics', '/config/analytics');
    await screen.findByRole('heading', { name: 'Top products' });
    expect(within(sectionOf('Top products')).getByText('Nothing in this range yet.')).toBeTruthy();
    expect(within(sectionOf('Referrers')).queryByRole('table')).toBeNull();
  });

  it('asks for a chosen range, and links the CSV export of the days on screen', async () => {
    const gateway = analyticsGateway();
    renderOwnerScreen('analytics', '/config/analytics');
    await screen.findByRole('heading', { name: 'Totals' });
    const link = screen.getByRole('link', { name: 'Download these days as CSV' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/api/owner/analytics/export?from=2030-01-04&to=2030-01-06');
    expect(link.hasAttribute('download')).toBe(true);

    gateway.answer({
      [`GET ${ANALYTICS}?from=2030-01-01&to=2030-01-06`]: {
        status: 200,
        body: analytics({ from: '2030-01-01', to: '2030-01-06' }),
      },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } });
    await screen.findByText('Jan 1, 2030 to Jan 6, 2030, days in America/New_York');
    expect(gateway.callsTo(`GET ${ANALYTICS}?from=2030-01-01&to=2030-01-06`)).toHaveLength(1);
    expect(link.getAttribute('href')).toBe('/api/owner/analytics/export?from=2030-01-01&to=2030-01-06');
  });

  it('does not ask for a start after the end, and says why next to the dates', async () => {
    const gateway = analyticsGateway();
    renderOwnerScreen('analytics', '/config/analytics');
    await screen.findByRole('heading', { name: 'Totals' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-02-01' } });
    const from = screen.getByLabelText('From');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(from.getAttribute('aria-describedby') ?? '');
    expect(problem?.textContent).toBe('The start date must be on or before the end date.');
    expect(gateway.callsTo(`GET ${ANALYTICS}`)).toHaveLength(1);
    expect(gateway.calls.filter((call) => call.path.startsWith(`${ANALYTICS}?`))).toHaveLength(0);
  });

  it("shows the gateway's refusal of a range, and loads again on request after a failure", async () => {
    const gateway = fakeGateway({
      'GET /api/owner/session': { status: 200, body: { account: manager } },
      [`GET ${ANALYTICS}`]: { status: 503, body: { message: 'Unavailable' } },
    });
    renderOwnerScreen('analytics', '/config/analytics');
    await screen.findByText('Unable to load. Try again.');
    gateway.answer({ [`GET ${ANALYTICS}`]: { status: 200, body: analytics() } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Totals' });

    gateway.answer({ [`GET ${ANALYTICS}?from=2029-01-01&to=2030-01-06`]: refusal(400, 'Choose at most 366 days.') });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2029-01-01' } });
    await screen.findByText('Choose at most 366 days.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Totals' })).toBeNull());
  });
});
