import { Role } from '@storefront/permissions';
import { CRUMB_INVALID_MESSAGE, CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import { signedInContributor, signedInOwner, accountsShopForTests } from './support/accounts-shop';
import { CENSUS_USER_AGENT, censusForm, crumbOf, hitData, recordHit } from './support/census-calls';
import { censusQueueFor } from './support/ingest-queue';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SS_CVR = 'AbC-12_x|1764100000000|1764100000000|1764190000000|3';

type Queue = ReturnType<typeof censusQueueFor>;

/** The hits and events queued so far, once `count` items are there. */
async function queuedItems(queue: Queue, count: number) {
  const { jobs, items } = await queue.itemsQueued(count);
  return {
    hits: jobs.flatMap(({ job }) => (job.kind === 'hits' ? job.items : [])),
    events: jobs.flatMap(({ job }) => (job.kind === 'events' ? job.items : [])),
    total: items,
  };
}

describeWhenPGliteRuns('census routes', 'the census calls of spec §7 through the gateway', () => {
  const queue = censusQueueFor(redisUrl);
  const shop = shopForTests({ ...queue.env, CENSUS_RATE_LIMIT: '100000' });
  afterAll(() => queue.close());
  let me: Visitor;
  /** Items the tests expect queued so far. */
  let queued = 0;

  beforeAll(async () => {
    me = await new Visitor(shop().gateway.url).arrive();
  });

  it('takes a page-view hit as a form with the crumb field: 202 at once, queued with its own id and the visitor', async () => {
    const response = await recordHit(me, '/shop', { ss_cvr: SS_CVR });
    expect(response.status).toBe(202);
    queued += 1;
    const { hits } = await queuedItems(queue, queued);
    const [item] = hits;
    expect(item!.id).toMatch(UUID);
    expect(item!.visitor).toEqual({ id: 'AbC-12_x', visitCount: 3 });
    expect(item!.userAgent).toBe(CENSUS_USER_AGENT);
    expect(Math.abs(item!.receivedAt - Date.now())).toBeLessThan(10_000);
    expect(item!.hit).toEqual(hitData('/shop'));
  });

  it('reads ss_cvr from the cookie when the field is missing, and stores a malformed one as no visitor', async () => {
    me.cookies.set('ss_cvr', encodeURIComponent('cookie0visitor|1|2|3|7'));
    expect((await recordHit(me, '/shop/p/a')).status).toBe(202);
    expect((await recordHit(me, '/shop/p/b', { ss_cvr: 'tampered|1|2|3' })).status).toBe(202);
    me.cookies.set('ss_cvr', 'bad|0|1|2|3');
    expect((await recordHit(me, '/shop/p/c')).status).toBe(202);
    me.cookies.delete('ss_cvr');
    queued += 3;
    const { hits } = await queuedItems(queue, queued);
    const visitorOn = (path: string) => hits.find((item) => item.hit.url.endsWith(path))!.visitor;
    expect(visitorOn('/shop/p/a')).toEqual({ id: 'cookie0visitor', visitCount: 7 });
    expect(visitorOn('/shop/p/b')).toBeNull();
    expect(visitorOn('/shop/p/c')).toBeNull();
  });

  it('takes commerce and shopping events, and every widget call, as events of their name', async () => {
    const event = (name: string, data: Record<string, unknown>) =>
      censusForm(me, '/api/census/events', { event: name, data: JSON.stringify(data) });
    expect((await event('view product', { item_id: 'aaa111' })).status).toBe(202);
    expect(
      (await event('CommerceShopping_AddToCart', { item_id: 'aaa111', error_type: 'out_of_stock', ss_cvr: SS_CVR }))
        .status,
    ).toBe(202);
    const context = { pageTitle: 'Shop', pageId: 'p1', contentSource: 'c', pagePath: '/shop', visitorCookie: SS_CVR };
    expect((await me.call('POST', '/api/census/button-click', { ...context, label: 'Buy' })).status).toBe(202);
    expect((await me.call('POST', '/api/census/button-render', context)).status).toBe(202);
    expect((await me.call('POST', '/api/census/overlay', { ...context, overlayId: 'o1' })).status).toBe(202);
    expect((await me.call('POST', '/api/census/form-render', { ...context, formId: 'f-1' })).status).toBe(202);
    expect((await me.call('POST', '/api/census/RecordQuickView/aaa111')).status).toBe(202);
    queued += 7;
    const { events } = await queuedItems(queue, queued);
    const byName = new Map(events.map((item) => [item.name, item]));
    expect([...byName.keys()].sort()).toEqual(
      [
        'CommerceShopping_AddToCart',
        'button-click',
        'button-render',
        'form-render',
        'overlay',
        'quick-view',
        'view product',
      ].sort(),
    );
    const add = byName.get('CommerceShopping_AddToCart')!;
    // the visitor is read from the payload's ss_cvr, which is not stored with it
    expect(add.visitor).toEqual({ id: 'AbC-12_x', visitCount: 3 });
    expect(add.data).toEqual({ item_id: 'aaa111', error_type: 'out_of_stock' });
    expect(byName.get('button-click')!.data).toEqual({
      pageTitle: 'Shop',
      pageId: 'p1',
      contentSource: 'c',
      pagePath: '/shop',
      label: 'Buy',
    });
    expect(byName.get('form-render')!.data).toMatchObject({ formId: 'f-1' });
    expect(byName.get('quick-view')!.data).toEqual({ itemId: 'aaa111' });
    for (const item of events) expect(item.id).toMatch(UUID);
    expect(new Set(events.map((item) => item.id)).size).toBe(events.length);
  });

  it.each([
    ['event other than View', { event: 'Click', data: JSON.stringify(hitData()) }, 'event must be View.'],
    ['data not JSON', { event: 'View', data: '{url:' }, 'data must be JSON text of at most 16384 characters.'],
    [
      'data too long',
      { event: 'View', data: JSON.stringify(hitData('/', { title: 'x'.repeat(17_000) })) },
      'data must be JSON text of at most 16384 characters.',
    ],
    [
      'url not a web address',
      { event: 'View', data: JSON.stringify(hitData('/', { url: 'javascript:alert(1)' })) },
      'data is not valid hit data: url must be an http(s) address and each field of its type.',
    ],
    [
      'a field of the wrong type',
      { event: 'View', data: JSON.stringify(hitData('/', { screenWidth: 'wide' })) },
      'data is not valid hit data: url must be an http(s) address and each field of its type.',
    ],
  ])('refuses a hit with %s: 400 and the reason', async (_case, fields, message) => {
    const response = await censusForm(me, '/api/census/RecordHit', fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('refuses unknown events, bad payloads and widget calls without what they name: 400', async () => {
    const refused = async (response: Response) => [
      response.status,
      ((await response.json()) as { message: string }).message,
    ];
    expect(
      await refused(await censusForm(me, '/api/census/events', { event: 'CommerceShopping_Teleport', data: '{}' })),
    ).toEqual([400, 'Unknown event name.']);
    expect(await refused(await censusForm(me, '/api/census/events', { event: 'search', data: '[1,2]' }))).toEqual([
      400,
      'data must be a JSON object of at most 48 fields, each text, a number, true, false or null.',
    ]);
    expect(
      await refused(await censusForm(me, '/api/census/events', { event: 'search', data: '{"nested":{"a":1}}' })),
    ).toEqual([400, 'data must be a JSON object of at most 48 fields, each text, a number, true, false or null.']);
    expect(await refused(await me.call('POST', '/api/census/form-render', { visitorCookie: SS_CVR }))).toEqual([
      400,
      'Expected a formId.',
    ]);
    expect(await refused(await me.call('POST', '/api/census/RecordQuickView/not%20an%20id'))).toEqual([
      400,
      'Unknown item id.',
    ]);
    const json = await me.fetch('/api/census/RecordHit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': crumbOf(me)! },
      body: JSON.stringify({ event: 'View' }),
    });
    expect(await refused(json)).toEqual([400, 'Send the fields event, data and ss_cvr form-encoded.']);
  });

  it('refuses a beacon without the crumb, or with another, and a widget call without the header: 403', async () => {
    const missing = await recordHit(new Visitor(shop().gateway.url));
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ crumbFail: true, message: CRUMB_MISSING_MESSAGE });
    const forged = await censusForm(me, '/api/census/RecordHit', { event: 'View', data: '{}' }, `${crumbOf(me)}x`);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ crumbFail: true, message: CRUMB_INVALID_MESSAGE });
    const noHeader = await me.fetch('/api/census/button-click', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ crumb: crumbOf(me) }),
    });
    expect(noHeader.status).toBe(403);
    // nothing of the refused calls was queued
    expect((await queuedItems(queue, queued)).total).toBe(queued);
  });
});

describeWhenPGliteRuns('census and owners', 'spec §6: who census does not record, on the server', () => {
  const queue = censusQueueFor(redisUrl);
  const shop = accountsShopForTests({ ...queue.env, CENSUS_RATE_LIMIT: '100000' });
  afterAll(() => queue.close());

  it('records a signed-in admin only in /config, a viewer everywhere, and nothing while census is disabled', async () => {
    const admin = await signedInOwner(shop().gateway.url);
    expect((await recordHit(admin, '/shop')).status).toBe(204);
    expect((await admin.call('POST', '/api/census/button-click', { pagePath: '/shop' })).status).toBe(204);
    expect((await recordHit(admin, '/config/analytics')).status).toBe(202);
    const viewer = await signedInContributor(shop(), admin, [Role.viewer]);
    expect((await recordHit(viewer, '/shop')).status).toBe(202);
    const editor = await signedInContributor(shop(), admin, [Role.viewer, Role.editor]);
    expect((await recordHit(editor, '/shop')).status).toBe(204);

    const { gateway } = await shop().anotherGateway({ ...queue.env, CENSUS_DISABLED: 'true' });
    const visitor = await new Visitor(gateway.url).arrive();
    expect((await recordHit(visitor, '/shop')).status).toBe(204);

    const { hits } = await queuedItems(queue, 2);
    expect(hits.map((item) => new URL(item.hit.url).pathname).sort()).toEqual(['/config/analytics', '/shop']);
    // the two recorded: nothing more arrives
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await queue.itemsQueued(0)).items).toBe(2);
  });
});
