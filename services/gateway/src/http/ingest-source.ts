import type { IngestSource } from '@storefront/performance-rules/ingest';
import type { Request } from 'express';

/** The contract keeps this much of a User-Agent; the service reads a browser and device class from it. */
const MAX_USER_AGENT = 512;

/** What the performance service learns about the browser that sent a beacon or an error report. */
export function ingestSourceOf(req: Request, receivedAt: number): IngestSource {
  return { userAgent: (req.get('user-agent') ?? '').slice(0, MAX_USER_AGENT), receivedAt };
}
