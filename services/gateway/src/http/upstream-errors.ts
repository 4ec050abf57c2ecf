import { status } from '@grpc/grpc-js';

/** Spec §8 interface string for an upstream that is down or too slow. */
export const UNAVAILABLE_MESSAGE = 'Unable to connect. Please try again';

/** How long a visitor should wait before retrying a 503, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** How a failed call to a domain service reaches the visitor. */
export type UpstreamOutcome = 'not-found' | 'bad-request' | 'unavailable' | 'internal';

/**
 * gRPC status -> visitor-facing outcome, in one place. A service that is down or slow is
 * "unavailable" (503, try again), never an internal error.
 */
export function upstreamOutcome(error: unknown): UpstreamOutcome {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case status.NOT_FOUND:
      return 'not-found';
    case status.INVALID_ARGUMENT:
    case status.OUT_OF_RANGE:
      return 'bad-request';
    case status.UNAVAILABLE:
    case status.DEADLINE_EXCEEDED:
    case status.RESOURCE_EXHAUSTED:
    case status.CANCELLED:
      return 'unavailable';
    default:
      return 'internal';
  }
}

export const HTTP_STATUS: Record<UpstreamOutcome, number> = {
  'not-found': 404,
  'bad-request': 400,
  unavailable: 503,
  internal: 500,
};

/** The message a gRPC error carries for the visitor: the detail without the "5 NOT_FOUND:" prefix. */
export function upstreamMessage(error: unknown): string {
  const details = (error as { details?: unknown } | null)?.details;
  return typeof details === 'string' && details ? details : 'The request could not be completed.';
}
