import type { Logger } from '@storefront/service-kit';
import express from 'express';
import { z } from 'zod';

/** Spec §9: a page sends at most 20 reports, stacks cut to 5000 characters. */
const MAX_EVENTS = 20;
const MAX_TEXT = 5_000;

const reportSchema = z
  .array(
    z.object({
      event: z.string().min(1).max(100),
      data: z.unknown(),
      timestamp: z.number().int().nonnegative(),
    }),
  )
  .min(1)
  .max(MAX_EVENTS);

/**
 * POST /api/events/RecordJavascriptErrors (spec §7): browser error reports, e.g. a remote that
 * failed to load. Validated and logged; the performance service will keep them once it exists.
 */
export function javascriptErrorRoutes(logger: Logger) {
  const router = express.Router();
  router.post('/api/events/RecordJavascriptErrors', (req, res) => {
    const parsed = reportSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ message: 'Expected a list of 1 to 20 events, each with event, data and timestamp.' });
      return;
    }
    for (const report of parsed.data) {
      const data = JSON.stringify(report.data ?? null).slice(0, MAX_TEXT);
      logger.warn({ browserEvent: report.event, data, timestamp: report.timestamp }, 'browser error report');
    }
    res.status(204).end();
  });
  return router;
}
