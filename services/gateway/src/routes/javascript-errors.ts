import { JAVASCRIPT_ERRORS_PATH } from '@storefront/performance-rules';
import { acceptErrorReports } from '@storefront/performance-rules/ingest';
import express, { type RequestHandler } from 'express';
import { ingestSourceOf } from '../http/ingest-source';
import type { PerformanceIngest } from '../upstream/performance-ingest';
import { answerIngest } from './ingest-answer';
import { BadRequest } from './query';

export const REPORTS_REFUSED_MESSAGE = 'Expected a list of 1 to 20 events, each with event, data and timestamp.';

/**
 * POST /api/events/RecordJavascriptErrors (spec §7): the browser's error reports. Each report is
 * judged alone by performance-rules; the accepted ones are held for the performance service's
 * ingest queue, which groups them for the owner's performance page.
 */
export function javascriptErrorRoutes(ingest: PerformanceIngest, limit: RequestHandler) {
  const router = express.Router();
  router.post(JAVASCRIPT_ERRORS_PATH, limit, (req, res) => {
    const now = Date.now();
    const result = acceptErrorReports(req.body, now);
    if (!result) throw new BadRequest(REPORTS_REFUSED_MESSAGE);
    const held = ingest.reports(result.accepted, ingestSourceOf(req, now));
    answerIngest(res, held, { accepted: result.accepted.length, rejected: result.rejected });
  });
  return router;
}
