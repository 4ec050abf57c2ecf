import { createHash, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { BadRequest } from '../routes/query';
import { parseCookies } from './cookies';
import { CRUMB_COOKIE } from './crumb';

/** The browser names each press of a cart button with this header; retries of the press repeat it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 100 letters, digits or the characters . _ : -';

/**
 * The key the cart service remembers this change by. The browser's key is scoped to the visitor
 * (hashed with their crumb), so one visitor's key can never answer another visitor's request
 * with their cart; without a header the gateway makes a key of its own, so that at least its own
 * retries of the call cannot apply it twice.
 */
export function idempotencyKeyOf(req: Request): string {
  const given = req.get(IDEMPOTENCY_KEY_HEADER);
  if (given === undefined) return randomUUID();
  if (!KEY.test(given)) throw new BadRequest(IDEMPOTENCY_KEY_MESSAGE);
  return visitorKey(req, given);
}

/** A key the browser chose, scoped to the visitor (their crumb): no other visitor's equal key meets it. */
export function visitorKey(req: Request, key: string): string {
  const crumb = parseCookies(req.headers.cookie)[CRUMB_COOKIE] ?? '';
  return derivedKey(crumb, key);
}

/** A key of its own for a second change made on behalf of one request (`purpose` names it). */
export function derivedKey(purpose: string, key: string): string {
  return createHash('sha256').update(`${purpose}\n${key}`).digest('base64url');
}
