import type { Accepted, IngestSource } from '@storefront/performance-rules/ingest';
import type { Request, RequestHandler, Response } from 'express';
import { ingestSourceOf } from '../http/ingest-source';
import { BadRequest } from './query';

/** Spec §8's wording is not shown for these calls (the browser ignores failures); a short reason helps whoever reads the network log. */
export const INGEST_BUSY_MESSAGE = 'Performance data is not being taken right now. Please try again later.';
const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * The answer to a beacon or an error post: 202 with what was accepted and refused once the items
 * are held for the queue, or 503 when the buffer is full (Redis away too long).
 */
function answerIngest(res: Response, held: boolean, counts: { accepted: number; rejected: number }): void {
  res.setHeader('Cache-Control', 'no-store');
  if (!held) {
    res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: INGEST_BUSY_MESSAGE });
    return;
  }
  res.status(202).json(counts);
}

export interface IngestRoute<T> {
  /** performance-rules' judge of the list: each item alone, `undefined` when the body is no such list. */
  accept(body: unknown, now: number): Accepted<T> | undefined;
  /** Hands the accepted items to the ingest queue's buffer; false when it is full. */
  hold(items: T[], source: IngestSource): boolean;
  /** The 400's message when the body is not a list of the route's items. */
  refusedMessage: string;
  /** The list as the request carries it; by default the parsed JSON body. */
  bodyOf?(req: Request): unknown;
}

/**
 * Both ingest routes (performance records, JavaScript errors): judge the list item by item, hold
 * the accepted ones for the performance service's queue, and answer at once without waiting for it.
 */
export function ingestHandler<T>({
  accept,
  hold,
  refusedMessage,
  bodyOf = (req) => req.body,
}: IngestRoute<T>): RequestHandler {
  return (req, res) => {
    const now = Date.now();
    const result = accept(bodyOf(req), now);
    if (!result) throw new BadRequest(refusedMessage);
    const held = hold(result.accepted, ingestSourceOf(req, now));
    answerIngest(res, held, { accepted: result.accepted.length, rejected: result.rejected });
  };
}
