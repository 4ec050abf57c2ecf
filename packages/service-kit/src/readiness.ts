import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { withinTime } from './time-limit';

/** Anything that answers a PING like ioredis does. */
export interface PingableRedis {
  ping(): Promise<string>;
}

export interface DependencyCheck {
  ok: boolean;
  /** Why it is not reachable; absent when ok. */
  reason?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, DependencyCheck>;
}

export interface ReadinessDependencies {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db?: Database<any>;
  redis?: PingableRedis;
  timeoutMs?: number;
}

type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown };

/**
 * Drivers wrap the network error (drizzle: "Failed query: ..."); the innermost one says why.
 * Node reports refused connections as an AggregateError with an empty message but a code.
 */
function rootReason(error: unknown): string {
  let current = error as ErrorLike;
  while (current?.cause && typeof current.cause === 'object') current = current.cause as ErrorLike;
  const message = typeof current?.message === 'string' ? current.message : '';
  const code = typeof current?.code === 'string' ? current.code : '';
  return message || code || String(error);
}

async function within(timeoutMs: number, probe: () => Promise<unknown>): Promise<DependencyCheck> {
  try {
    await withinTime(probe(), timeoutMs);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: rootReason(error) };
  }
}

/**
 * Readiness: can this instance do its work right now (database and Redis answer)? A failing
 * check takes the instance out of load balancing but must not restart it; liveness (the process
 * answers at all, e.g. gRPC health with no service name) stays separate for that reason.
 */
export async function checkReadiness({ db, redis, timeoutMs = 1_000 }: ReadinessDependencies): Promise<Readiness> {
  const checks: Record<string, DependencyCheck> = {};
  const probes: Promise<void>[] = [];
  if (db)
    probes.push(within(timeoutMs, () => db.execute(sql`select 1`)).then((check) => void (checks.database = check)));
  if (redis) probes.push(within(timeoutMs, () => redis.ping()).then((check) => void (checks.redis = check)));
  await Promise.all(probes);
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}
