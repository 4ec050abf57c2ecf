import {
  CallCredentials,
  credentials,
  Metadata,
  type ChannelOptions,
  type Client,
  type ServiceConfig,
  type ServiceError,
} from '@grpc/grpc-js';
import { context, propagation } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { channelTarget } from './channel-target';
import { retryMethodConfig, type ServiceContract } from './retry-policy';
import { SERVICE_AUTH_METADATA, serviceAuthMetadata, signServiceCall, type ClientAuth } from './service-auth';
import { metadataSetter } from './trace-metadata';

/** The part of a method definition a unary call needs; ts-proto's generated definitions fit. */
interface UnaryMethod {
  path: string;
  requestStream: boolean;
  responseStream: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  requestSerialize: (value: any) => Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  responseDeserialize: (bytes: Buffer) => any;
}

export interface ClientConstructor<D> {
  new (address: string, creds: ReturnType<typeof credentials.createInsecure>, options?: ChannelOptions): Client;
  service: D;
}

type UnaryNames<D> = {
  [K in keyof D]: D[K] extends UnaryMethod & { requestStream: false; responseStream: false } ? K : never;
}[keyof D];

export interface CallOptions {
  /** Overrides the client's deadline for this call. */
  deadlineMs?: number;
  metadata?: Metadata;
}

export type UnaryCallers<D> = {
  [K in UnaryNames<D>]: D[K] extends UnaryMethod
    ? (
        request: Parameters<D[K]['requestSerialize']>[0],
        options?: CallOptions,
      ) => Promise<ReturnType<D[K]['responseDeserialize']>>
    : never;
};

export interface ClientSettings {
  /**
   * Every call gets this deadline unless the call sets its own; there is no call without one.
   * It covers the whole call, retries and their backoff included.
   */
  deadlineMs: number;
  /** Signs every call (SERVICE_AUTH_SECRET and this client's own name); servers refuse calls without. */
  auth: ClientAuth;
  logger?: Logger;
  /**
   * The service's generated `<Service>Definition`: only the methods its `.proto` marks
   * NO_SIDE_EFFECTS or IDEMPOTENT are retried, and only on UNAVAILABLE.
   */
  contract: ServiceContract;
  /** Total attempts for a call that may be repeated, the first included; 1 turns retries off. */
  maxAttempts?: number;
  /** First backoff; doubles each retry, with jitter. */
  backoffMs?: number;
  /**
   * Added to, and taking precedence over, DEFAULT_CHANNEL_OPTIONS and the client's service config
   * (`grpc.service_config`, which holds its balancing and retry policy).
   */
  channelOptions?: ChannelOptions;
}

/**
 * Every client's channel. Reconnect quickly once a service is back: grpc-js backs off up to two
 * minutes by default, which would keep callers failing long after the service recovered.
 * Keepalive notices a peer that vanished without closing the connection. The service config is
 * the client's own (balancing, and the retry policy its contract allows), never one a DNS TXT
 * record would put in its place.
 */
const DEFAULT_CHANNEL_OPTIONS: ChannelOptions = {
  'grpc.initial_reconnect_backoff_ms': 100,
  'grpc.max_reconnect_backoff_ms': 1_000,
  'grpc.keepalive_time_ms': 30_000,
  'grpc.service_config_disable_resolution': 1,
};

/**
 * Round robin spreads calls over every address the service's name resolves to (its replicas)
 * instead of sending all of them to the first, as grpc-js's default pick-first would; a replica
 * that goes away drops out of the rotation until it answers again.
 */
function clientServiceConfig(contract: ServiceContract, service: object, maxAttempts: number, backoffMs: number) {
  const config: ServiceConfig = {
    loadBalancingConfig: [{ round_robin: {} }],
    methodConfig: retryMethodConfig(contract, service, { maxAttempts, backoffMs }),
  };
  return JSON.stringify(config);
}

export interface ServiceClient<D> {
  call: UnaryCallers<D>;
  close(): void;
}

export function createClient<D extends object>(
  ClientCtor: ClientConstructor<D>,
  address: string,
  settings: ClientSettings,
): ServiceClient<D> {
  const { deadlineMs, auth, logger, contract, maxAttempts = 3, backoffMs = 50, channelOptions } = settings;
  // fails at construction, not at the first call, when the secret or caller name is unusable
  signServiceCall(auth, '/');
  const client = new ClientCtor(channelTarget(address), credentials.createInsecure(), {
    ...DEFAULT_CHANNEL_OPTIONS,
    'grpc.service_config': clientServiceConfig(contract, ClientCtor.service, maxAttempts, backoffMs),
    // grpc-js caps attempts at 5 unless told otherwise; the setting above is the limit
    'grpc-node.retry_max_attempts_limit': maxAttempts,
    ...channelOptions,
  });

  /**
   * The call's credential, made by grpc-js for each attempt it sends (retries happen inside the
   * channel): every attempt carries a signature of its own time, so a retry after a backoff is
   * never refused as stale. The attempts after the first are logged.
   */
  const signer = (method: UnaryMethod) => {
    let attempts = 0;
    return CallCredentials.createFromMetadataGenerator((_options, callback) => {
      attempts++;
      if (attempts > 1) logger?.warn({ grpc: { method: method.path }, attempt: attempts }, 'grpc call repeated');
      try {
        callback(null, serviceAuthMetadata(auth, method.path));
      } catch (error) {
        callback(error as Error);
      }
    });
  };

  const callers: Record<string, (request: unknown, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, method] of Object.entries(ClientCtor.service) as [string, UnaryMethod][]) {
    if (method.requestStream || method.responseStream) continue;
    callers[name] = (request, options = {}) => {
      // One deadline for the whole call, retries included: the caller's time budget is fixed.
      const deadline = new Date(Date.now() + (options.deadlineMs ?? deadlineMs));
      const metadata = options.metadata?.clone() ?? new Metadata();
      // the signer's credential is the only one the server reads
      metadata.remove(SERVICE_AUTH_METADATA);
      propagation.inject(context.active(), metadata, metadataSetter);
      return new Promise<unknown>((resolve, reject) =>
        client.makeUnaryRequest(
          method.path,
          method.requestSerialize,
          method.responseDeserialize,
          request,
          metadata,
          { deadline, credentials: signer(method) },
          (error: ServiceError | null, response?: unknown) => (error ? reject(error) : resolve(response)),
        ),
      );
    };
  }
  return { call: callers as UnaryCallers<D>, close: () => client.close() };
}
