import { checkReadiness, type PingableRedis } from '@storefront/service-kit';
import express from 'express';
import type { Catalog } from '../upstream/catalog';

const PROBE_TIMEOUT_MS = 1_000;

/**
 * /healthz: the process answers (liveness; never checks dependencies, so a catalog outage does
 * not get the gateway restarted). /readyz: the catalog and Redis answer, so traffic can come.
 * The cart service is deliberately not checked: without it the shop's pages still render, and
 * the cart routes answer 503 on their own until it is back.
 */
export function healthRoutes(catalog: Catalog, redis: PingableRedis) {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [base, catalogCheck] = await Promise.all([
      checkReadiness({ redis, timeoutMs: PROBE_TIMEOUT_MS }),
      catalog.client.call
        .getSettings({}, { deadlineMs: PROBE_TIMEOUT_MS })
        .then(() => ({ ok: true }))
        .catch((error: { details?: string; message?: string }) => ({
          ok: false,
          reason: error.details || error.message,
        })),
    ]);
    const checks = { ...base.checks, catalog: catalogCheck };
    const ready = Object.values(checks).every((check) => check.ok);
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });
  return router;
}
