import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 0;
  });

  it('shares one load among callers within the time to live, then loads again', async () => {
    const cache = new ReadCache<number>(1_000, 1_000, { now: clock });
    let loads = 0;
    const load = async () => ++loads;
    await expect(Promise.all([cache.get('k', load), cache.get('k', load)])).resolves.toEqual([1, 1]);
    now = 999;
    await expect(cache.get('k', load)).resolves.toBe(1);
    now = 1_000;
    await expect(cache.get('k', load)).resolves.toBe(2);
  });

  it('gives an answer for as long as a caller accepts its age, and reads it again after', async () => {
    const cache = new ReadCache<number>(1_000, 1_000, { now: clock });
    let loads = 0;
    const load = async () => ++loads;
    await expect(cache.getRecent('k', load, 10_000)).resolves.toBe(1);
    now = 9_999;
    await expect(cache.getRecent('k', load, 10_000)).resolves.toBe(1);
    // past its time to live, get reads it again; then an answer read at 9,999 serves until 19,999
    await expect(cache.get('k', load)).resolves.toBe(2);
    now = 19_998;
    await expect(cache.getRecent('k', load, 10_000)).resolves.toBe(2);
    now = 19_999;
    await expect(cache.getRecent('k', load, 10_000)).resolves.toBe(3);
    expect(loads).toBe(3);
  });

  it('does not keep failures', async () => {
    const cache = new ReadCache<number>(1_000, 1_000, { now: clock });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 7)).resolves.toBe(7);
  });

  it('holds answers up to its byte budget, dropping the least recently used, and caches nothing with a zero time to live', async () => {
    // each entry weighs its JSON ('"a1"', 8 bytes) plus its key (2 bytes): two fit in 20
    const cache = new ReadCache<string>(1_000, 20, { now: clock });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    await expect(cache.get('a', async () => 'a2')).resolves.toBe('a2');
    await expect(cache.get('c', async () => 'c2')).resolves.toBe('c1');

    const uncached = new ReadCache<number>(0, 1_000, { now: clock });
    let loads = 0;
    await uncached.get('k', async () => ++loads);
    await uncached.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps no answer heavier than its whole budget, however few entries it holds', async () => {
    const cache = new ReadCache<string>(1_000, 10_000, { now: clock });
    let loads = 0;
    const huge = async () => {
      loads++;
      return 'x'.repeat(10_000);
    };
    await cache.get('big', huge);
    await cache.get('big', huge);
    expect(loads).toBe(2);
  });
});

describe('ReadCache with stale-if-error', () => {
  let now = 0;
  const clock = () => now;
  const outage = Object.assign(new Error('away'), { code: 14 });
  const notFound = Object.assign(new Error('no such product'), { code: 5 });
  const staleIfError = { maxStaleMs: 10_000, isOutage: (error: unknown) => (error as { code?: number }).code === 14 };

  beforeEach(() => {
    now = 0;
  });

  it('gives the last answer while its upstream is away, for at most maxStaleMs past its time to live', async () => {
    const cache = new ReadCache<number>(1_000, 1_000, { now: clock, staleIfError });
    await cache.get('k', async () => 1);
    now = 5_000;
    await expect(cache.get('k', () => Promise.reject(outage))).resolves.toBe(1);
    // the stale answer was not kept as a fresh one: its age still counts from its own load
    now = 10_999;
    await expect(cache.get('k', () => Promise.reject(outage))).resolves.toBe(1);
    now = 11_000;
    await expect(cache.get('k', () => Promise.reject(outage))).rejects.toBe(outage);
  });

  it('passes on failures that are answers (not found), which end the stale answer', async () => {
    const cache = new ReadCache<number>(1_000, 1_000, { now: clock, staleIfError });
    await cache.get('k', async () => 1);
    now = 2_000;
    await expect(cache.get('k', () => Promise.reject(notFound))).rejects.toBe(notFound);
    await expect(cache.get('k', () => Promise.reject(outage))).rejects.toBe(outage);
  });

  it('takes a fresh answer as soon as there is one, and gives that one in the next outage', async () => {
    const cache = new ReadCache<number>(1_000, 1_000, { now: clock, staleIfError });
    await cache.get('k', async () => 1);
    now = 2_000;
    await expect(cache.get('k', async () => 2)).resolves.toBe(2);
    now = 3_500;
    await expect(cache.get('k', () => Promise.reject(outage))).resolves.toBe(2);
  });

  it('without stale-if-error an outage fails at once', async () => {
    const cache = new ReadCache<number>(1_000, 1_000, { now: clock });
    await cache.get('k', async () => 1);
    now = 1_500;
    await expect(cache.get('k', () => Promise.reject(outage))).rejects.toBe(outage);
  });
});
