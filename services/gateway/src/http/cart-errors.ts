import { status } from '@grpc/grpc-js';
import { fieldErrorsOf, type Logger } from '@storefront/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, upstreamMessage } from './upstream-errors';

export interface CartFailure {
  status: number;
  message: string;
  /** Field id -> message of refused custom-form answers (spec §8: shown above each field). */
  errors?: Record<string, string>;
}

/**
 * The cart service's statuses as the visitor meets them (see cart.proto). Its messages are
 * written for visitors ('Sorry, we do not have enough of that item available.'), so they are
 * passed on; a cart service that is down or slow is a 503 with the spec's wording. The cart's
 * RESOURCE_EXHAUSTED means a full cart, a state problem (409), not an overloaded server.
 */
export function cartFailure(error: unknown): CartFailure | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case status.INVALID_ARGUMENT:
    case status.OUT_OF_RANGE: {
      const errors = fieldErrorsOf(error as { metadata?: unknown });
      return errors
        ? { status: 400, message: upstreamMessage(error), errors }
        : { status: 400, message: upstreamMessage(error) };
    }
    case status.NOT_FOUND:
      return { status: 404, message: upstreamMessage(error) };
    case status.FAILED_PRECONDITION:
    case status.RESOURCE_EXHAUSTED:
    case status.ALREADY_EXISTS:
    case status.ABORTED:
      return { status: 409, message: upstreamMessage(error) };
    case status.UNAVAILABLE:
    case status.DEADLINE_EXCEEDED:
    case status.CANCELLED:
      return { status: 503, message: UNAVAILABLE_MESSAGE };
    default:
      return undefined;
  }
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Error handler of the cart API routes: JSON {message}, with `errors` by field id when custom-form
 * answers were refused; anything unrecognised goes to the app's
 * handler. A change that met a cart service down or past its deadline may have been applied or
 * not: the 503 says `retry: true`, and the browser repeats it with the same Idempotency-Key, which
 * the cart applies at most once.
 */
export function cartApiErrors(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const failure = res.headersSent ? undefined : cartFailure(error);
    if (!failure) return next(error);
    const unknownOutcome = failure.status === 503 && CHANGES.has(req.method);
    if (failure.status === 503) {
      logger.warn({ path: req.path, reason: upstreamMessage(error) }, 'cart service unavailable');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    res.setHeader('Cache-Control', 'no-store');
    const { status: httpStatus, ...body } = failure;
    res.status(httpStatus).json(unknownOutcome ? { ...body, retry: true } : body);
  };
}
