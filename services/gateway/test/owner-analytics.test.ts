import { sql } from 'drizzle-orm';
import { rollUp } from '../../census/src/actions/roll-up';
import { backends, startCensus, type CensusUnderTest } from '../../census/test/support/running-census';
import { PHONE } from '../../census/test/support/traffic';
import { todayIn } from '../src/routes/performance-input';
import { accountsShopForTests, signedInOwner } from './support/accounts-shop';
import { censusForm, hitData } from './support/census-calls';
import { eventually } from './support/ingest-queue';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

let census: CensusUnderTest | undefined;

describeWhenPGliteRuns('owner analytics', "the owner's analytics from hits and events sent through the gateway", () => {
  beforeAll(async () => {
    // the census service in this process, on PGlite, with a queue prefix of its own
    census = await startCensus(backends.find((backend) => backend.name === 'PGlite')!);
  });
  // the gateway starts after the census service (beforeAll hooks run in order)
  const shop = accountsShopForTests({
    get CENSUS_QUEUE_PREFIX() {
      return census!.prefix;
    },
    get CENSUS_ADDR() {
      return `127.0.0.1:${census!.service.grpc.port}`;
    },
    CENSUS_RATE_LIMIT: '100000',
  } as Record<string, string>);
  afterAll(() => census?.stop());

  it('shows the exact counts of what visitors sent, per day and in the CSV export', async () => {
    const url = shop().gateway.url;
    const alice = await new Visitor(url).arrive();
    const bob = await new Visitor(url).arrive();
    const hit = (who: Visitor, path: string, ssCvr: string, more: Record<string, unknown> = {}, userAgent?: string) =>
      censusForm(
        who,
        '/api/census/RecordHit',
        { event: 'View', data: JSON.stringify(hitData(path, more)), ...(ssCvr ? { ss_cvr: ssCvr } : {}) },
        undefined,
        userAgent,
      );
    const event = (who: Visitor, name: string, data: Record<string, unknown>) =>
      censusForm(who, '/api/census/events', { event: name, data: JSON.stringify(data) });
    const A1 = 'alice01|1|1|1|1';
    const B1 = 'bob02|1|1|1|1';
    const B2 = 'bob02|1|1|2|2';
    const answers = [
      await hit(alice, '/shop', A1),
      await hit(alice, '/shop/p/linen-shirt', A1, { referrer: 'http://localhost/shop' }),
      await hit(alice, '/shop/p/linen-shirt', A1),
      await hit(bob, '/shop', B1, { referrer: '' }),
      await hit(bob, '/about', B1),
      await hit(bob, '/shop', B2, {}, PHONE),
      await hit(bob, '/shop', 'tampered'),
      await event(alice, 'CommerceShopping_VisitPDP', { item_id: 'linen01', item_title: 'Linen shirt', ss_cvr: A1 }),
      await event(alice, 'view product', { item_id: 'linen01', ss_cvr: A1 }),
      await event(alice, 'CommerceShopping_AddToCart', { item_id: 'linen01', ss_cvr: A1 }),
      await event(bob, 'CommerceShopping_AddToCart', { item_id: 'linen01', error_type: 'out_of_stock', ss_cvr: B1 }),
      await event(alice, 'purchase', { order_id: 'o-1', cart_value: 19.99, currency_code: 'USD', ss_cvr: A1 }),
    ];
    expect(answers.map((response) => response.status)).toEqual(Array(12).fill(202));

    const db = census!.db;
    const count = async () => {
      const result = (await db.execute(
        sql`select (select count(*) from census_hits)::int + (select count(*) from census_events)::int as n`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    expect(await eventually(count, (n) => n === 12)).toBe(12);
    await rollUp(db, 35);

    const owner = await signedInOwner(url);
    const response = await owner.call('GET', '/api/owner/analytics');
    expect(response.status).toBe(200);
    const analytics = (await response.json()) as Record<string, unknown> & {
      daily: { date: string }[];
      from: string;
      to: string;
    };
    const today = todayIn('America/New_York');
    expect(analytics).toMatchObject({
      timeZone: 'America/New_York',
      to: today,
      totals: {
        visits: 3,
        uniqueVisitors: 2,
        pageViews: 7,
        productViews: 1,
        addsToCart: 1,
        checkouts: 1,
        purchases: 1,
        orders: 1,
        revenueCents: 1999,
        currency: 'USD',
      },
      topPages: [
        { path: '/shop', pageViews: 4 },
        { path: '/shop/p/linen-shirt', pageViews: 2 },
        { path: '/about', pageViews: 1 },
      ],
      topProducts: [{ itemId: 'linen01', title: 'Linen shirt', productViews: 1, addsToCart: 1 }],
      referrers: [
        { referrer: 'www.google.com', visits: 2 },
        { referrer: '(direct)', visits: 1 },
      ],
      devices: [
        { device: 'desktop', visits: 2 },
        { device: 'mobile', visits: 1 },
      ],
      funnel: [
        { step: 'Product view', visitors: 1, rate: 1 },
        { step: 'Add to cart', visitors: 1, rate: 1 },
        { step: 'Checkout', visitors: 1, rate: 1 },
        { step: 'Purchase', visitors: 1, rate: 1 },
      ],
    });
    expect(analytics.daily).toHaveLength(30);
    expect(analytics.daily.at(-1)).toEqual({ date: today, visits: 3, uniqueVisitors: 2, pageViews: 7 });
    expect(analytics.daily.slice(0, -1).every((day) => JSON.stringify(day).includes('"visits":0'))).toBe(true);

    const csv = await owner.call('GET', `/api/owner/analytics/export?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="analytics-${today}-to-${today}.csv"`);
    expect(await csv.text()).toBe(
      'date,visits,unique_visitors,page_views,product_views,adds_to_cart,checkouts,purchases,revenue\n' +
        `${today},3,2,7,1,1,1,1,19.99\n`,
    );
  });

  it('answers 400 with a clear message to bad dates and ranges', async () => {
    const owner = await signedInOwner(shop().gateway.url);
    for (const [path, message] of [
      ['/api/owner/analytics?from=2026-02-30', 'from must be a date written YYYY-MM-DD.'],
      ['/api/owner/analytics/export?to=tomorrow', 'to must be a date written YYYY-MM-DD.'],
      ['/api/owner/analytics?from=2026-03-02&to=2026-03-01', 'from must not be after to.'],
      ['/api/owner/analytics?from=2025-01-01&to=2026-01-02', 'A range may span at most 366 days.'],
    ]) {
      const response = await owner.call('GET', path!);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: { message },
      });
    }
  });
});
