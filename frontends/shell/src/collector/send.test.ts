import { describe, expect, it } from '@jest/globals';
import type { PerformanceRecord } from '@storefront/performance-rules';
import { sendRecords, splitRecords, type Transport } from './send';

const records = (count: number): PerformanceRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    app: 'storefront',
    data: { path: '/', url: `/i${index}.png`, start: index, duration: 1 },
    event: 'image-timings',
    pageLoadId: 'p',
    ts: 1,
  }));

/** Records each request and answers the beacon as told. */
function transport(beacon: boolean | 'throws' | 'missing', postThrows = false) {
  const beacons: { url: string; body: string }[] = [];
  const posts: { url: string; body: string; crumb: string }[] = [];
  const used: Transport = {
    beacon:
      beacon === 'missing'
        ? undefined
        : (url, body) => {
            beacons.push({ url, body });
            if (beacon === 'throws') throw new TypeError('Illegal invocation');
            return beacon;
          },
    post: (url, body, crumb) => {
      posts.push({ url, body, crumb });
      if (postThrows) throw new Error('network');
    },
  };
  return { used, beacons, posts };
}

describe('splitRecords', () => {
  it('makes batches of at most 50', () => {
    expect(splitRecords(records(120)).map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(splitRecords(records(50)).map((batch) => batch.length)).toEqual([50]);
    expect(splitRecords([])).toEqual([]);
  });
});

describe('sendRecords', () => {
  it('sends a JSON array by beacon with the crumb in the query', () => {
    const { used, beacons, posts } = transport(true);
    sendRecords(records(3), 'a+b/c=', used);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/api/1/performance/records?crumb=a%2Bb%2Fc%3D');
    expect(JSON.parse(beacons[0].body)).toEqual(records(3));
    expect(posts).toEqual([]);
  });

  it('splits more than 50 records into several beacons', () => {
    const { used, beacons } = transport(true);
    sendRecords(records(51), 'c', used);
    expect(beacons.map(({ body }) => JSON.parse(body).length)).toEqual([50, 1]);
  });

  const refusals: [string, false | 'throws' | 'missing'][] = [
    ['refuses', false],
    ['throws', 'throws'],
    ['is missing', 'missing'],
  ];
  it.each(refusals)('posts by XHR with the crumb header when the beacon %s', (_, beacon) => {
    const { used, posts } = transport(beacon);
    sendRecords(records(2), 'crumb-1', used);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: '/api/1/performance/records?crumb=crumb-1', crumb: 'crumb-1' });
    expect(JSON.parse(posts[0].body)).toEqual(records(2));
  });

  it('swallows a failing XHR and still sends the next batch', () => {
    const { used, posts } = transport(false, true);
    expect(() => sendRecords(records(60), 'c', used)).not.toThrow();
    expect(posts).toHaveLength(2);
  });
});
