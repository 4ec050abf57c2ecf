import { createHash } from 'node:crypto';
import { withinTime, type Logger } from '@storefront/service-kit';
import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { parseCookies } from './cookies';
import { CRUMB_COOKIE } from './crumb';

/** Spec §8: what a 429 says. */
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Past this, Redis counts as down for this call: a slow limiter must not slow the cart. */
const COUNT_TIMEOUT_MS = 200;

export interface RateLimitSettings {
  /** Calls allowed per visitor (crumb) and window. */
  limit: number;
  /**
   * Calls allowed per client address and window, all its visitors together. A crumb costs one
   * page load, so a per-visitor budget alone is renewed for free; an address is not. Larger than
   * `limit`, so shoppers behind one NAT are not starved.
   */
  addressLimit: number;
  windowMs: number;
  /** Keeps one limiter's counters apart from another's. */
  name: string;
  /**
   * What else a budget belongs to besides the visitor (a form id, say): each value gets its own
   * count. Without it all of a visitor's calls share one budget.
   */
  scope?: (req: Request) => string;
  /** The 429 body; spec §8's wording for cart calls unless a surface words it differently. */
  refusal?: Record<string, unknown>;
}

/**
 * Who is calling: the crumb cookie names a browser (it is verified before this runs), so
 * visitors behind one address do not share a budget; a caller without one is counted by address.
 * Hashed, so Redis keys stay short and never hold the crumb itself.
 */
function visitorKey(req: Request): string {
  const crumb = parseCookies(req.headers.cookie)[CRUMB_COOKIE];
  return shortHash(crumb ? `crumb:${crumb}` : `ip:${addressOf(req)}`);
}

/** The client's address as express reads it: the socket's peer, or X-Forwarded-For past TRUST_PROXY_HOPS proxies. */
export function addressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

/** Keeps Redis keys short whatever the caller sent. */
function shortHash(source: string): string {
  return createHash('sha256').update(source).digest('base64url').slice(0, 22);
}

/**
 * INCR of the visitor's and the address's counter, and PEXPIRE on the first count of a window:
 * one script, so a counter can never be left without its expiry, and one command per call for
 * both budgets (ioredis sends it by its SHA once Redis knows it).
 */
const COUNT_SCRIPT = `
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  if counts[i] == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return counts`;

interface CountingRedis {
  storefrontRateCounts(visitorKey: string, addressKey: string, windowMs: number): Promise<number[]>;
}

function countingRedis(redis: Redis): CountingRedis {
  const counting = redis as unknown as Partial<CountingRedis>;
  if (!counting.storefrontRateCounts)
    redis.defineCommand('storefrontRateCounts', { numberOfKeys: 2, lua: COUNT_SCRIPT });
  return redis as unknown as CountingRedis;
}

/**
 * Fixed-window limit of mutating calls per visitor and per address, counted in Redis so every
 * gateway replica shares one count; a call past either budget is refused. When Redis is down or
 * slow the call goes through (warned once per outage): selling matters more than limiting.
 */
export function rateLimit(redis: Redis, settings: RateLimitSettings, logger: Logger) {
  const { limit, addressLimit, windowMs, name, scope, refusal = { message: RATE_LIMITED_MESSAGE } } = settings;
  let redisDown = false;
  const counter = countingRedis(redis);

  const count = async (visitorKey: string, addressKey: string): Promise<number[]> => {
    const counts = counter.storefrontRateCounts(visitorKey, addressKey, windowMs);
    return (await withinTime(counts, COUNT_TIMEOUT_MS)).map(Number);
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!MUTATING.has(req.method)) return next();
    const now = Date.now();
    const window = Math.floor(now / windowMs);
    let visitorCalls: number;
    let addressCalls: number;
    try {
      const scoped = scope ? `:${shortHash(scope(req))}` : '';
      [visitorCalls = 0, addressCalls = 0] = await count(
        `gateway:rate:${name}:${visitorKey(req)}${scoped}:${window}`,
        `gateway:rate:${name}:address:${shortHash(addressOf(req))}${scoped}:${window}`,
      );
      if (redisDown) logger.info({ limiter: name }, 'rate limiting resumed: redis answers again');
      redisDown = false;
    } catch (error) {
      if (!redisDown)
        logger.warn({ limiter: name, reason: (error as Error).message }, 'rate limit skipped: redis is down');
      redisDown = true;
      return next();
    }
    if (visitorCalls <= limit && addressCalls <= addressLimit) return next();
    const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(429).json(refusal);
  };
}
