import IORedis from 'ioredis';
import type { Database } from './database';
import type { Logger } from './logger';
import { checkReadiness, type Readiness } from './readiness';

export interface ReadinessWatchSettings {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Database<any>;
  /** The Redis the service's queues use; absent when it runs without one. */
  redisUrl?: string;
  /** Told each time readiness changes (and once at the first check). */
  setReady(ready: boolean): void;
  logger: Logger;
  intervalMs?: number;
  timeoutMs?: number;
}

export interface ReadinessWatch {
  /** The latest result. */
  current(): Readiness;
  stop(): Promise<void>;
}

/**
 * Keeps the gRPC health of each service name in step with its database and Redis, checked every
 * `intervalMs`. Kubernetes' readiness probe asks for the service by name and takes a replica that
 * cannot reach them out of the Service's endpoints; the liveness probe asks for '' (the server),
 * which stays SERVING, so a process only waiting for a dependency is not restarted. Resolves after
 * the first check.
 */
export async function watchReadiness(settings: ReadinessWatchSettings): Promise<ReadinessWatch> {
  const { db, redisUrl, setReady, logger, intervalMs = 5_000, timeoutMs = 1_000 } = settings;
  // A connection of its own that fails fast: a ping queued while Redis is away would only time out.
  const redis = redisUrl
    ? new IORedis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    : undefined;
  // reconnection errors are what this watch reports, as readiness; they must not crash the process
  redis?.on('error', () => undefined);
  let latest: Readiness = { ready: true, checks: {} };
  let shownReady: boolean | undefined;
  let running: Promise<void> | undefined;

  const checkOnce = async () => {
    if (redis && redis.status === 'wait') await redis.connect().catch(() => undefined);
    latest = await checkReadiness({ db, redis, timeoutMs });
    if (latest.ready === shownReady) return;
    shownReady = latest.ready;
    setReady(latest.ready);
    if (latest.ready) logger.info({ checks: latest.checks }, 'ready: database and Redis answer');
    else logger.warn({ checks: latest.checks }, 'not ready: a dependency does not answer; health reports NOT_SERVING');
  };
  const tick = () => {
    // one check at a time: a slow dependency must not pile them up
    running ??= checkOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'readiness check failed'))
      .finally(() => (running = undefined));
  };
  // the first answer is known before the service is called ready at all
  tick();
  await running;
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    current: () => latest,
    async stop() {
      clearInterval(timer);
      await running;
      redis?.disconnect();
    },
  };
}
