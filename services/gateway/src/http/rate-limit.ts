import { createHash } from 'node:crypto';
import { remembered, type Logger } from '@storefront/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { parseCookies } from './cookies';
import { CRUMB_COOKIE } from './crumb';
import { rateCounter } from './rate-counts';

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
  /** Answers the 429 itself (a page rather than JSON, for plain HTML forms); `Retry-After` is already set. */
  refuse?: (req: Request, res: Response, next: NextFunction) => void;
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

/** Keeps Redis keys short whatever the caller sent; remembered, as a visitor's calls and an address's repeat theirs. */
const shortHash = remembered((source) => createHash('sha256').update(source).digest('base64url').slice(0, 22), {
  maxBytes: 4 * 1024 * 1024,
  maxKeyLength: 4_096,
});

/**
 * Calls in the sliding window ending now: this window's count plus the previous window's,
 * weighted by how much of it the sliding window still covers. A fixed window would let a
 * visitor send twice the budget across a window boundary.
 */
export function slidingCount(current: number, previous: number, elapsedFraction: number): number {
  return current + previous * (1 - elapsedFraction);
}

/** A limiter's middleware, and its verdict on a request for a caller that answers before express. */
export type RateLimit = RequestHandler & {
  /**
   * Counts the call once per request, however often asked (the census front asks before express,
   * and express's middleware asks again for a request the front hands on): undefined when the call
   * is within both budgets or Redis cannot count it, else the seconds until the window ends.
   */
  refusal(req: Request): Promise<number | undefined>;
};

/**
 * Sliding-window limit of mutating calls per visitor and per address, counted in Redis so every
 * gateway replica shares one count; a call past either budget is refused. When Redis is down or
 * slow the call goes through (warned once per outage): selling matters more than limiting.
 */
export function rateLimit(redis: Redis, settings: RateLimitSettings, logger: Logger): RateLimit {
  const { limit, addressLimit, windowMs, name, scope, refusal = { message: RATE_LIMITED_MESSAGE }, refuse } = settings;
  let redisDown = false;
  const count = rateCounter(redis, 2 * windowMs, COUNT_TIMEOUT_MS);
  const verdicts = new WeakMap<Request, Promise<number | undefined>>();

  const judge = async (req: Request): Promise<number | undefined> => {
    const now = Date.now();
    const window = Math.floor(now / windowMs);
    let counts: number[];
    try {
      const scoped = scope ? `:${shortHash(scope(req))}` : '';
      const visitor = `gateway:rate:${name}:${visitorKey(req)}${scoped}`;
      const address = `gateway:rate:${name}:address:${shortHash(addressOf(req))}${scoped}`;
      counts = await count([
        `${visitor}:${window}`,
        `${address}:${window}`,
        `${visitor}:${window - 1}`,
        `${address}:${window - 1}`,
      ]);
      if (redisDown) logger.info({ limiter: name }, 'rate limiting resumed: redis answers again');
      redisDown = false;
    } catch (error) {
      if (!redisDown)
        logger.warn({ limiter: name, reason: (error as Error).message }, 'rate limit skipped: redis is down');
      redisDown = true;
      return undefined;
    }
    const [visitorCalls = 0, addressCalls = 0, previousVisitorCalls = 0, previousAddressCalls = 0] = counts;
    const elapsed = (now % windowMs) / windowMs;
    if (
      slidingCount(visitorCalls, previousVisitorCalls, elapsed) <= limit &&
      slidingCount(addressCalls, previousAddressCalls, elapsed) <= addressLimit
    )
      return undefined;
    return Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
  };

  const refusalOf = (req: Request): Promise<number | undefined> => {
    let verdict = verdicts.get(req);
    if (!verdict) verdicts.set(req, (verdict = judge(req)));
    return verdict;
  };

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (!MUTATING.has(req.method)) return next();
    const retryAfterSeconds = await refusalOf(req);
    if (retryAfterSeconds === undefined) return next();
    res.setHeader('Retry-After', String(retryAfterSeconds));
    if (refuse) return refuse(req, res, next);
    res.status(429).json(refusal);
  };
  return Object.assign(middleware, { refusal: refusalOf });
}
