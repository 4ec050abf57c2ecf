import {
  createClient,
  type ClientAuth,
  type ClientConstructor,
  type ClientSettings,
  type Logger,
  type ServiceClient,
} from '@storefront/service-kit';

/**
 * Reconnect quickly once a service is back: grpc-js backs off up to two minutes by default, which
 * would keep the shop on its 503 page, or the cart and forms routes failing, long after the
 * service recovered.
 */
const CHANNEL_OPTIONS = {
  'grpc.initial_reconnect_backoff_ms': 100,
  'grpc.min_reconnect_backoff_ms': 100,
  'grpc.max_reconnect_backoff_ms': 1_000,
  'grpc.keepalive_time_ms': 30_000,
};

/** Where a service the gateway calls listens, and how the gateway calls it. */
export interface UpstreamSettings {
  address: string;
  deadlineMs: number;
  /** Signs every call with the secret the services share (SERVICE_AUTH_SECRET). */
  auth: ClientAuth;
  logger: Logger;
}

/**
 * The gateway's client of one service: every call signed and under the deadline, only the
 * `idempotent` methods retried, and quick to reconnect.
 */
export function upstreamClient<D extends object>(
  Client: ClientConstructor<D>,
  { address, deadlineMs, auth, logger }: UpstreamSettings,
  idempotent: ClientSettings<D>['idempotent'],
): ServiceClient<D> {
  return createClient(Client, address, { deadlineMs, auth, logger, idempotent, channelOptions: CHANNEL_OPTIONS });
}
