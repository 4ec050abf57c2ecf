import { createBoundedCache, remembered, stringBytes } from '../src/bounded-cache';

describe('createBoundedCache', () => {
  const cacheOf = (maxBytes: number) =>
    createBoundedCache<{ text: string }>({ maxBytes, sizeOf: (value) => stringBytes(value.text) });

  it('holds values until their bytes exceed the budget, then drops the least recently used', () => {
    const cache = cacheOf(1_000);
    cache.set('a', { text: 'x'.repeat(200) });
    cache.set('b', { text: 'x'.repeat(200) });
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', { text: 'x'.repeat(200) });
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.calculatedSize).toBeLessThanOrEqual(1_000);
  });

  it('stays under its budget however large the values callers send', () => {
    const cache = cacheOf(100_000);
    for (let i = 0; i < 1_000; i++) cache.set(`cart-${i}`, { text: 'y'.repeat(31_000) });
    expect(cache.calculatedSize).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThanOrEqual(2);
  });

  it('keeps nothing heavier than the whole budget', () => {
    const cache = cacheOf(100);
    cache.set('big', { text: 'z'.repeat(1_000) });
    expect(cache.has('big')).toBe(false);
  });
});

describe('remembered', () => {
  it('reads a key once while it is kept, and a key longer than the limit every time', () => {
    const reads: string[] = [];
    const upper = remembered(
      (key) => {
        reads.push(key);
        return key.toUpperCase();
      },
      { maxBytes: 1_000, maxKeyLength: 5 },
    );
    expect([upper('ab'), upper('ab'), upper('longer'), upper('longer')]).toEqual(['AB', 'AB', 'LONGER', 'LONGER']);
    expect(reads).toEqual(['ab', 'longer', 'longer']);
  });

  it('keeps no more than its budget whatever keys callers send', () => {
    const reads: string[] = [];
    const same = remembered(
      (key) => {
        reads.push(key);
        return key;
      },
      { maxBytes: 100, maxKeyLength: 50 },
    );
    for (let i = 0; i < 100; i++) same(`key-${i}`);
    same('key-0');
    expect(reads).toHaveLength(101);
  });
});
