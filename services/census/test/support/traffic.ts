import { randomUUID } from 'node:crypto';
import type { CensusIngestJob, EventItem, HitItem } from '@storefront/census-rules';

export const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export { seeded } from '@storefront/service-kit/testing';

export function hit(at: number, fields: Partial<HitItem> & { path?: string; referrer?: string } = {}): HitItem {
  const { path = '/shop', referrer, ...rest } = fields;
  return {
    id: randomUUID(),
    receivedAt: at,
    visitor: null,
    userAgent: DESKTOP,
    hit: { url: `https://shop.example${path}`, title: `Page ${path}`, ...(referrer ? { referrer } : {}) },
    ...rest,
  };
}

export function event(
  at: number,
  name: string,
  data: EventItem['data'] = {},
  fields: Partial<EventItem> = {},
): EventItem {
  return { id: randomUUID(), receivedAt: at, visitor: null, userAgent: DESKTOP, name, data, ...fields };
}

/** Random traffic over [from, to): visits of `visitors` visitors with hits and shopping events. */
export function randomTraffic(random: () => number, visitors: number, from: number, to: number) {
  const hits: HitItem[] = [];
  const events: EventItem[] = [];
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (let v = 0; v < visitors; v++) {
    const id = `visitor${v}${randomUUID().slice(0, 8)}`;
    const userAgent = pick([DESKTOP, DESKTOP, PHONE, TABLET]);
    const visits = 1 + Math.floor(random() * 3);
    for (let visitCount = 1; visitCount <= visits; visitCount++) {
      let at = from + Math.floor(random() * (to - from - 3 * 60 * 60 * 1000));
      const visitor = { id, visitCount };
      const referrer = pick([
        undefined,
        'https://www.google.com/search?q=x',
        'https://shop.example/',
        'https://news.example.org/a',
      ]);
      const pages = 1 + Math.floor(random() * 5);
      for (let p = 0; p < pages; p++) {
        const item = pick(['aaa111', 'bbb222', 'ccc333', '']);
        const path = item ? `/shop/p/${item}` : pick(['/shop', '/', '/about']);
        hits.push(hit(at, { visitor, userAgent, path, ...(p === 0 && referrer ? { referrer } : {}) }));
        if (item) {
          events.push(
            event(
              at,
              'CommerceShopping_VisitPDP',
              { item_id: item, item_title: `Item ${item}` },
              { visitor, userAgent },
            ),
          );
          events.push(event(at, 'view product', { item_id: item }, { visitor, userAgent }));
          if (random() < 0.4) {
            const failed = random() < 0.25;
            events.push(
              event(
                at + 1000,
                'CommerceShopping_AddToCart',
                { item_id: item, item_title: `Item ${item}`, ...(failed ? { error_type: 'out_of_stock' } : {}) },
                { visitor, userAgent },
              ),
            );
            if (!failed && random() < 0.3)
              events.push(
                event(
                  at + 2000,
                  'purchase',
                  { order_id: randomUUID(), cart_value: 19.99, currency_code: 'USD' },
                  { visitor, userAgent },
                ),
              );
          }
        }
        // a hit without a visitor (a malformed ss_cvr) now and then: a page view, no visit
        if (random() < 0.05) hits.push(hit(at, { path }));
        at += Math.floor(random() * 40 * 60 * 1000);
      }
    }
  }
  return { hits, events };
}

/** Items in jobs of at most `size`, as the gateway's buffer batches them. */
export function jobsOf(traffic: { hits: HitItem[]; events: EventItem[] }, size = 200): CensusIngestJob[] {
  const jobs: CensusIngestJob[] = [];
  for (let i = 0; i < traffic.hits.length; i += size)
    jobs.push({ kind: 'hits', items: traffic.hits.slice(i, i + size) });
  for (let i = 0; i < traffic.events.length; i += size)
    jobs.push({ kind: 'events', items: traffic.events.slice(i, i + size) });
  return jobs;
}
