import { JAVASCRIPT_ERRORS_PATH } from '@storefront/performance-rules';
import { acceptErrorReports } from '@storefront/performance-rules/ingest';
import express, { type RequestHandler } from 'express';
import type { PerformanceIngest } from '../upstream/performance-ingest';
import { ingestHandler } from './ingest-handler';

export const REPORTS_REFUSED_MESSAGE = 'Expected a list of 1 to 20 events, each with event, data and timestamp.';

/**
 * POST /api/events/RecordJavascriptErrors (spec §7): the browser's error reports. Each report is
 * judged alone by performance-rules; the accepted ones are held for the performance service's
 * ingest queue, which groups them for the owner's performance page.
 */
export function javascriptErrorRoutes(ingest: PerformanceIngest, limit: RequestHandler) {
  const router = express.Router();
  router.post(
    JAVASCRIPT_ERRORS_PATH,
    limit,
    ingestHandler({
      accept: acceptErrorReports,
      hold: (reports, source) => ingest.reports(reports, source),
      refusedMessage: REPORTS_REFUSED_MESSAGE,
    }),
  );
  return router;
}
