import type { Queue } from 'bullmq';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics';
import { withinTime } from './time-limit';

/** The states an operator watches: a backlog, work in hand, retries waiting, and failures kept. */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** A scrape must answer even while Redis is away; the queues' figures are then left out. */
const COUNT_WITHIN_MS = 1_000;

const queues = new Set<Queue>();
const pools = new Set<Pool>();

/** Reports the queue's jobs by state on every scrape, until the returned function is called. */
export function watchQueueDepth(queue: Queue): () => void {
  queues.add(queue);
  return () => queues.delete(queue);
}

/** Reports the pool's connections on every scrape, until the returned function is called. */
export function watchPool(pool: Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

new Gauge({
  name: 'bullmq_queue_jobs',
  help: 'Jobs of each queue this process adds to, by state, read from Redis when scraped',
  labelNames: ['queue', 'state'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    // one Queue object per name is enough: two of the same name read the same Redis keys
    const byName = new Map([...queues].map((queue) => [queue.name, queue]));
    await Promise.all(
      [...byName.values()].map(async (queue) => {
        const counts = await withinTime(queue.getJobCounts(...QUEUE_STATES), COUNT_WITHIN_MS).catch(() => undefined);
        for (const state of QUEUE_STATES) if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }),
    );
  },
});

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL connections of this process: total open, idle, and callers waiting for one',
  labelNames: ['state'],
  registers: [metricsRegistry],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});
