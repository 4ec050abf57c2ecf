import type { Response } from 'express';

/** Spec §8's wording is not shown for these calls (the browser ignores failures); a short reason helps whoever reads the network log. */
export const INGEST_BUSY_MESSAGE = 'Performance data is not being taken right now. Please try again later.';
const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * The answer to a beacon or an error post: 202 with what was accepted and refused once the items
 * are held for the queue, or 503 when the buffer is full (Redis away too long).
 */
export function answerIngest(res: Response, held: boolean, counts: { accepted: number; rejected: number }): void {
  res.setHeader('Cache-Control', 'no-store');
  if (!held) {
    res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: INGEST_BUSY_MESSAGE });
    return;
  }
  res.status(202).json(counts);
}
