import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { capturedLogger } from '@storefront/service-kit/testing';
import express from 'express';
import { Redis } from 'ioredis';
import { rateLimit } from '../src/http/rate-limit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW_MS = 4_000;
const LIMIT = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visitor (no crumb: counted by address) posting to a limited route. */
describe('rate limit across a window boundary', () => {
  const redis = new Redis(REDIS_URL);
  let url = '';
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    const name = `test-${randomUUID()}`;
    app.use(rateLimit(redis, { name, limit: LIMIT, addressLimit: 100, windowMs: WINDOW_MS }, capturedLogger().logger));
    app.post('/limited', (_req, res) => res.status(204).end());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/limited`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    redis.disconnect();
  });

  it('refuses the call past the budget even when the budget was spent just before a new window began', async () => {
    // Spend the budget in the last quarter of a window, then call right after the next one starts:
    // a fixed window would forget the five calls of a moment ago.
    const intoWindow = Date.now() % WINDOW_MS;
    await sleep((WINDOW_MS * 0.75 - intoWindow + WINDOW_MS) % WINDOW_MS);
    const spent: number[] = [];
    for (let call = 0; call < LIMIT; call++) spent.push((await fetch(url, { method: 'POST' })).status);
    expect(spent).toEqual(Array(LIMIT).fill(204));
    await sleep(WINDOW_MS - (Date.now() % WINDOW_MS) + 50);
    const refused = await fetch(url, { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
