import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { rateCounter, type CountKeys } from '../src/http/rate-counts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The counts of calls made in one turn of the event loop, which go to Redis together. */
describe('rate counts', () => {
  const redis = new Redis(REDIS_URL);
  const prefix = `test-rate-counts-${randomUUID()}`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts each of 300 calls of one turn once, in order, and sets each counter its expiry', async () => {
    const count = rateCounter(redis, 60_000, 2_000);
    const address = `${prefix}:address`;
    await redis.set(`${address}:before`, '7');
    const keysOf = (call: number): CountKeys => [
      `${prefix}:visitor${call % 3}`,
      address,
      `${prefix}:visitor${call % 3}:before`,
      `${address}:before`,
    ];
    const counts = await Promise.all(Array.from({ length: 300 }, (_, call) => count(keysOf(call))));
    // more calls than one script takes: the turn's calls went as several, still counted in order
    expect(counts.map(([, addressCount]) => addressCount)).toEqual(Array.from({ length: 300 }, (_, call) => call + 1));
    expect(counts.map(([visitorCount]) => visitorCount)).toEqual(
      Array.from({ length: 300 }, (_, call) => Math.floor(call / 3) + 1),
    );
    expect(new Set(counts.map(([, , before, addressBefore]) => `${before}/${addressBefore}`))).toEqual(
      new Set(['0/7']),
    );
    const ttl = await redis.pttl(address);
    expect(ttl).toBeGreaterThan(50_000);
    expect(await redis.pttl(`${prefix}:visitor0`)).toBeGreaterThan(50_000);
  });

  it('rejects every call of a turn when Redis cannot answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    away.on('error', () => undefined);
    const count = rateCounter(away, 60_000, 200);
    const keys: CountKeys = [`${prefix}:a`, `${prefix}:b`, `${prefix}:c`, `${prefix}:d`];
    const outcomes = await Promise.allSettled([count(keys), count(keys)]);
    expect(outcomes.map(({ status }) => status)).toEqual(['rejected', 'rejected']);
    away.disconnect();
  });
});
