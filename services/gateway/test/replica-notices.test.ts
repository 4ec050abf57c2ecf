import { randomUUID } from 'node:crypto';
import { capturedLogger } from '@storefront/service-kit/testing';
import { Redis } from 'ioredis';
import { ReplicaNotices } from '../src/replica-notices';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two gateway replicas on one Redis, each with its own command connection as the server makes it. */
describe('replica notices', () => {
  const channel = `test:replica-notices:${randomUUID()}`;
  const connections: Redis[] = [];
  const replicas: ReplicaNotices[] = [];
  const replica = () => {
    const redis = new Redis(REDIS_URL);
    connections.push(redis);
    const notices = new ReplicaNotices(REDIS_URL, redis, capturedLogger().logger, channel);
    replicas.push(notices);
    return notices;
  };
  afterAll(() => {
    for (const notices of replicas) notices.close();
    for (const redis of connections) redis.disconnect();
  });

  it('a change published by one replica is applied by the other, not again by itself', async () => {
    const [first, second] = [replica(), replica()];
    const applied: string[] = [];
    first.on('owner-sessions-changed', () => applied.push('first'));
    second.on('owner-sessions-changed', () => applied.push('second'));
    second.on('settings-changed', () => applied.push('second: settings'));
    // both subscribed: a notice sent now reaches them
    const subscribers = async () => Number(((await connections[0].pubsub('NUMSUB', channel)) as unknown[])[1]);
    while ((await subscribers()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    first.publish('owner-sessions-changed');
    first.publish('settings-changed');
    const deadline = Date.now() + 5_000;
    while (applied.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(applied).toEqual(['second', 'second: settings']);
  });
});
