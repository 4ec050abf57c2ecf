import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 0;
  });

  it('shares one load among callers within the time to live, then loads again', async () => {
    const cache = new ReadCache<number>(1_000, 10, clock);
    let loads = 0;
    const load = async () => ++loads;
    await expect(Promise.all([cache.get('k', load), cache.get('k', load)])).resolves.toEqual([1, 1]);
    now = 999;
    await expect(cache.get('k', load)).resolves.toBe(1);
    now = 1_000;
    await expect(cache.get('k', load)).resolves.toBe(2);
  });

  it('does not keep failures', async () => {
    const cache = new ReadCache<number>(1_000, 10, clock);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 7)).resolves.toBe(7);
  });

  it('drops the oldest entry when full, and caches nothing with a zero time to live', async () => {
    const cache = new ReadCache<string>(1_000, 2, clock);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    await expect(cache.get('a', async () => 'a2')).resolves.toBe('a2');
    await expect(cache.get('c', async () => 'c2')).resolves.toBe('c1');

    const uncached = new ReadCache<number>(0, 10, clock);
    let loads = 0;
    await uncached.get('k', async () => ++loads);
    await uncached.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
