import { withinTime } from '@storefront/service-kit';
import type { Redis } from 'ioredis';

/**
 * For each call, in order: INCR of the visitor's and the address's counter for this window,
 * PEXPIRE on a window's first count (ARGV[1]: two windows long, since the next window still weighs
 * it), and the two counters of the window before, four keys a call. One script, so a counter can
 * never be left without its expiry; the calls counted in one turn of the event loop go as one
 * command (ioredis sends it by its SHA once Redis knows it).
 */
const COUNT_SCRIPT = `
local counts = {}
for call = 0, #KEYS / 4 - 1 do
  local at = call * 4
  for i = 1, 2 do
    local count = redis.call('INCR', KEYS[at + i])
    if count == 1 then redis.call('PEXPIRE', KEYS[at + i], ARGV[1]) end
    counts[at + i] = count
    counts[at + i + 2] = tonumber(redis.call('GET', KEYS[at + i + 2]) or '0')
  end
end
return counts`;

/** Calls in one script at most, so one script never holds Redis long. */
const MAX_CALLS_PER_SCRIPT = 128;

interface CountingRedis {
  /** The key count first, then the keys, then the expiry. */
  storefrontRateCountBatch(...args: (string | number)[]): Promise<number[]>;
}

function countingRedis(redis: Redis): CountingRedis {
  const counting = redis as unknown as Partial<CountingRedis>;
  if (!counting.storefrontRateCountBatch) redis.defineCommand('storefrontRateCountBatch', { lua: COUNT_SCRIPT });
  return redis as unknown as CountingRedis;
}

/** The four keys of a call: the visitor's and the address's counters of this window, then of the window before. */
export type CountKeys = readonly [string, string, string, string];

interface Waiting {
  keys: CountKeys;
  resolve(counts: number[]): void;
  reject(error: unknown): void;
}

/**
 * Counts calls against one limiter's budgets: each call's four counts (this window's visitor and
 * address counts after its own, the window before's), from one script per turn of the event loop
 * for all the calls made in it. Rejects, for every call of a turn, when Redis does not answer
 * within `timeoutMs`. Per call the same commands run in the same order as one script per call
 * would run them; what is saved is the command's own cost, in the gateway and in Redis, under load.
 */
export function rateCounter(redis: Redis, ttlMs: number, timeoutMs: number): (keys: CountKeys) => Promise<number[]> {
  const counter = countingRedis(redis);
  let waiting: Waiting[] = [];

  const send = (calls: Waiting[]) => {
    const args: (string | number)[] = [calls.length * 4];
    for (const { keys } of calls) args.push(...keys);
    args.push(ttlMs);
    withinTime(counter.storefrontRateCountBatch(...args), timeoutMs).then(
      (counts) => calls.forEach((call, at) => call.resolve(counts.slice(at * 4, at * 4 + 4).map(Number))),
      (error: unknown) => calls.forEach((call) => call.reject(error)),
    );
  };

  const flush = () => {
    const calls = waiting;
    waiting = [];
    for (let at = 0; at < calls.length; at += MAX_CALLS_PER_SCRIPT) send(calls.slice(at, at + MAX_CALLS_PER_SCRIPT));
  };

  return (keys) =>
    new Promise((resolve, reject) => {
      // after the requests read in this turn have asked, so they share one command
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ keys, resolve, reject });
    });
}
