import { checkReadiness, type DependencyCheck, type PingableRedis } from '@storefront/service-kit';
import express, { type Request } from 'express';
import type { Catalog } from '../upstream/catalog';

const PROBE_TIMEOUT_MS = 1_000;

/**
 * The socket's own peer, never X-Forwarded-For: a header anyone can write must not unlock what a
 * probe's reasons say about the inside (addresses, ports, error texts).
 */
export function isLoopbackCaller(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * /healthz: the process answers (liveness; never checks dependencies, so a catalog outage does
 * not get the gateway restarted). /readyz: can this replica serve its core path, the pages and
 * the cart? That needs the catalog; Redis only counts rate limits, which are skipped while it is
 * away, so without it the replica is ready but `degraded` (taking every replica out of the load
 * balancer for a Redis outage would take down a shop that still works). The cart service is not
 * checked either: without it pages still render and the cart routes answer 503 on their own.
 * Loopback callers (an operator, the launcher) see each check and its reason; others the status.
 */
export function healthRoutes(catalog: Catalog, redis: PingableRedis) {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    const [base, catalogCheck] = await Promise.all([
      checkReadiness({ redis, timeoutMs: PROBE_TIMEOUT_MS }),
      catalog.client.call
        .getSettings({}, { deadlineMs: PROBE_TIMEOUT_MS })
        .then((): DependencyCheck => ({ ok: true }))
        .catch((error: { details?: string; message?: string }): DependencyCheck => ({
          ok: false,
          reason: error.details || error.message,
        })),
    ]);
    const checks = { catalog: catalogCheck, ...base.checks };
    const status = !catalogCheck.ok ? 'not ready' : base.ready ? 'ready' : 'degraded';
    res.setHeader('Cache-Control', 'no-store');
    res.status(catalogCheck.ok ? 200 : 503).json(isLoopbackCaller(req) ? { status, checks } : { status });
  });
  return router;
}
