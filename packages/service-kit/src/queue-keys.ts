import IORedis from 'ioredis';

/** Deletes every Redis key under `prefix`: the queues a test run left in a Redis others share. */
export async function forgetQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new IORedis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}
