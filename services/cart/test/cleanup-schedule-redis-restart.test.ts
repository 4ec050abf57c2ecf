import { startPrivateRedis, type PrivateRedis } from '@storefront/service-kit/testing';
import { Queue } from 'bullmq';
import { CLEANUP_QUEUE, CLEANUP_SCHEDULER_ID } from '../src/jobs/abandoned-carts';
import { backends, noteSkippedBackends, startShop, type Shop } from './support/running-cart';

jest.setTimeout(60_000);

noteSkippedBackends('abandoned-cart cleanup schedule after a Redis restart');

const prefix = 'storefront';

/** The schedulers Redis holds now, asked the way an operator's dashboard would. */
async function schedulerIds(url: string): Promise<string[]> {
  const queue = new Queue(CLEANUP_QUEUE, { connection: { url }, prefix });
  try {
    return (await queue.getJobSchedulers()).map((scheduler) => scheduler.key);
  } finally {
    await queue.close();
  }
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

if (backends.length > 0)
  describe('abandoned-cart cleanup schedule', () => {
    let redis: PrivateRedis;
    let shop: Shop;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      shop = await startShop(backends[0]!, { REDIS_URL: redis.url, CART_QUEUE_PREFIX: prefix });
    });
    afterAll(async () => {
      await shop?.stop();
      await redis?.stop();
    });

    it('is back within seconds after a Redis without persistence restarts, the cart still running', async () => {
      const scheduled = async () => (await schedulerIds(redis.url)).includes(CLEANUP_SCHEDULER_ID);
      expect(await eventually(scheduled, 10_000)).toBe(true);

      // killed without saving and started empty: only the cart can write the schedule back
      await redis.restart();

      expect(await eventually(scheduled, 10_000)).toBe(true);
    });
  });
