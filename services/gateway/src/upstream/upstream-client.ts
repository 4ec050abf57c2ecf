import {
  createClient,
  type ClientAuth,
  type ClientConstructor,
  type Logger,
  type ServiceClient,
  type ServiceContract,
} from '@storefront/service-kit';
import { upstreamOutcome } from '../http/upstream-errors';
import type { StaleIfError } from './read-cache';

/** Where a service the gateway calls listens, and how the gateway calls it. */
export interface UpstreamSettings {
  address: string;
  deadlineMs: number;
  /** Signs every call with the secret the services share (SERVICE_AUTH_SECRET). */
  auth: ClientAuth;
  logger: Logger;
}

/**
 * The gateway's client of one service: every call signed and under the deadline, retried as the
 * service's `contract` allows, with service-kit's channel (quick to reconnect, so the shop leaves
 * its 503 page as soon as a service is back).
 */
export function upstreamClient<D extends object>(
  Client: ClientConstructor<D>,
  contract: ServiceContract,
  { address, deadlineMs, auth, logger }: UpstreamSettings,
): ServiceClient<D> {
  return createClient(Client, address, { deadlineMs, auth, logger, contract });
}

/**
 * A service restarting or too slow to answer within the deadline is answered from its last reads
 * for up to `maxStaleMs` (ReadCache's stale-if-error); an answer such as not found is passed on.
 */
export function whileAway(maxStaleMs: number): StaleIfError {
  return { maxStaleMs, isOutage: (error) => upstreamOutcome(error) === 'unavailable' };
}
