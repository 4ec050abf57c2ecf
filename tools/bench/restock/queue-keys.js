'use strict';
const Redis = require('ioredis');

/**
 * Removes every Redis key under `prefix:` (the run's queues and jobs), so a run leaves nothing on
 * a Redis other work shares. Returns how many keys went.
 */
async function removeQueueKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) removed += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

module.exports = { removeQueueKeys };
