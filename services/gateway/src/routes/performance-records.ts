import { PERFORMANCE_RECORDS_PATH } from '@storefront/performance-rules';
import { acceptRecords } from '@storefront/performance-rules/ingest';
import express, { type RequestHandler } from 'express';
import { checkJsonText, MAX_JSON_BODY_BYTES } from '../http/request-input';
import type { PerformanceIngest } from '../upstream/performance-ingest';
import { ingestHandler } from './ingest-handler';
import { BadRequest } from './query';

export const RECORDS_REFUSED_MESSAGE = 'Expected a JSON array of 1 to 50 performance records.';

/**
 * navigator.sendBeacon sends a string as text/plain (a type that needs no CORS preflight), so the
 * records come as text; the XHR fallback may send application/json, which the API's JSON parser
 * has read already. Text gets the same size and nesting checks before it is parsed.
 */
const textBody = express.text({
  type: 'text/plain',
  limit: MAX_JSON_BODY_BYTES,
  inflate: false,
  verify: (_req, _res, body) => checkJsonText(body),
});

function parsedText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
}

/**
 * POST /api/1/performance/records (spec §7): the collector's beacon, a JSON array of records
 * (spec §3). Each record is judged alone by performance-rules; the accepted ones are held for
 * the performance service's ingest queue and the answer does not wait for it.
 */
export function performanceRecordRoutes(ingest: PerformanceIngest, limit: RequestHandler) {
  const router = express.Router();
  router.post(
    PERFORMANCE_RECORDS_PATH,
    limit,
    textBody,
    ingestHandler({
      accept: acceptRecords,
      hold: (records, source) => ingest.records(records, source),
      refusedMessage: RECORDS_REFUSED_MESSAGE,
      bodyOf: (req) => parsedText(req.body),
    }),
  );
  return router;
}
