import { status } from '@grpc/grpc-js';
import { fieldErrorsOf, type Logger } from '@storefront/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, upstreamMessage } from './upstream-errors';

/**
 * The accounts service's statuses as HTTP (accounts.proto lists what each means). Its messages
 * are written for people ('Your email or password is incorrect.', 'Too many failed sign-in
 * attempts. Try again in 15 minutes.'), so they are passed on. RESOURCE_EXHAUSTED is a sign-in
 * lockout here, the caller's doing (429), not an overloaded server.
 */
const HTTP_STATUS_OF = new Map<number, number>(
  (
    [
      [400, [status.INVALID_ARGUMENT, status.OUT_OF_RANGE]],
      [401, [status.UNAUTHENTICATED]],
      [403, [status.PERMISSION_DENIED]],
      [404, [status.NOT_FOUND]],
      [409, [status.ALREADY_EXISTS, status.FAILED_PRECONDITION, status.ABORTED]],
      [429, [status.RESOURCE_EXHAUSTED]],
      [503, [status.UNAVAILABLE, status.DEADLINE_EXCEEDED, status.CANCELLED]],
    ] as const
  ).flatMap(([httpStatus, codes]) => codes.map((code): [number, number] => [code, httpStatus])),
);

/** A request the gateway refuses before asking the accounts service, field by field. */
export class AccountInputRefused extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly errors: Record<string, string>,
  ) {
    super(message);
  }
}

export interface AccountFailure {
  status: number;
  body: { message: string; errors?: Record<string, string> };
}

/** The answer for a failed accounts call or refused input; undefined for anything else (a bug: a 500). */
export function accountFailure(error: unknown): AccountFailure | undefined {
  if (error instanceof AccountInputRefused) {
    return { status: 400, body: { message: error.message, errors: error.errors } };
  }
  const code = (error as { code?: unknown } | null)?.code;
  const httpStatus = typeof code === 'number' ? HTTP_STATUS_OF.get(code) : undefined;
  if (httpStatus === undefined) return undefined;
  if (httpStatus === 503) return { status: 503, body: { message: UNAVAILABLE_MESSAGE } };
  const errors = httpStatus === 400 ? fieldErrorsOf(error as { metadata?: unknown }) : undefined;
  return {
    status: httpStatus,
    body: errors ? { message: upstreamMessage(error), errors } : { message: upstreamMessage(error) },
  };
}

/** Spec wording 'Try again in {n} minutes.': the lockout's length, for Retry-After. */
const LOCKOUT_MINUTES = /Try again in (\d{1,4}) minutes?/;

/**
 * Error handler of the account routes (owner and customer, and spec §7's restock calls below
 * /api/site-users/account, whose upstream is `service`): JSON `{ message }`, with `errors` by
 * field when input was refused field by field. Nothing here is cached by anyone.
 */
export function accountApiErrors(logger: Logger, service = 'accounts') {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const failure = res.headersSent ? undefined : accountFailure(error);
    if (!failure) return next(error);
    if (failure.status === 503) {
      logger.warn({ path: req.path, service, reason: upstreamMessage(error) }, `${service} service unavailable`);
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    if (failure.status === 429) {
      const minutes = LOCKOUT_MINUTES.exec(failure.body.message)?.[1];
      res.setHeader('Retry-After', String(minutes ? Number(minutes) * 60 : RETRY_AFTER_SECONDS));
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(failure.status).json(failure.body);
  };
}
