import { judgeEvent, judgeHit, judgePayload, parseVisitorCookie } from './index';

describe('the visitor cookie (spec §5)', () => {
  it('reads an id followed by four positive integers, and the visit count', () => {
    expect(parseVisitorCookie('a-B_9|1764100000000|1764100000000|1764190000000|3')).toEqual({
      id: 'a-B_9',
      visitCount: 3,
    });
  });

  it.each([
    undefined,
    '',
    'abc',
    'abc|1|2|3',
    'abc|1|2|3|4|5',
    'abc|0|2|3|4',
    'abc|1|2|3|-4',
    'abc|1|2|3|04',
    'a b|1|2|3|4',
    `${'x'.repeat(101)}|1|2|3|4`,
    'abc|1|2|3|2147483648',
    42,
  ])('discards %p', (value) => {
    expect(parseVisitorCookie(value)).toBeUndefined();
  });
});

describe('hits and events', () => {
  const hit = { url: 'https://shop.example/shop?x=1', title: 'Shop', screenWidth: 1920, extra: 'dropped' };

  it('takes a View with hit data, unknown fields dropped, null as missing', () => {
    expect(judgeHit({ event: 'View', data: JSON.stringify({ ...hit, itemId: null }) })).toEqual({
      ok: true,
      value: { url: hit.url, title: 'Shop', screenWidth: 1920, itemId: null },
    });
  });

  it('refuses another event, text that is no JSON, a url that is no web address, a field of the wrong type', () => {
    expect(judgeHit({ event: 'Click', data: JSON.stringify(hit) }).ok).toBe(false);
    expect(judgeHit({ event: 'View', data: '{' }).ok).toBe(false);
    expect(judgeHit({ event: 'View', data: JSON.stringify({ ...hit, url: 'javascript:void(0)' }) }).ok).toBe(false);
    expect(judgeHit({ event: 'View', data: JSON.stringify({ ...hit, screenWidth: '1920' }) }).ok).toBe(false);
    expect(judgeHit({ event: 'View', data: JSON.stringify({ ...hit, title: 'a\u0000b' }) }).ok).toBe(false);
  });

  it('takes the event names of spec §3 and §7 only, with a flat payload, visitor fields not kept', () => {
    expect(judgeEvent({ event: 'add to cart', data: '{"item_id":"a1","ss_cvr":"x|1|1|1|1"}' })).toEqual({
      ok: true,
      value: { name: 'add to cart', data: { item_id: 'a1' }, sent: { item_id: 'a1', ss_cvr: 'x|1|1|1|1' } },
    });
    expect(judgeEvent({ event: 'CommerceShopping_VisitPDP', data: '{}' }).ok).toBe(true);
    expect(judgeEvent({ event: 'CommerceShopping_Fly', data: '{}' }).ok).toBe(false);
    expect(judgeEvent({ event: 'quick-view', data: '{}' }).ok).toBe(false);
    expect(judgePayload({ nested: { a: 1 } }).ok).toBe(false);
    expect(judgePayload(Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`f${i}`, i]))).ok).toBe(false);
  });
});
