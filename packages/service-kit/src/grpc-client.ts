import { credentials, Metadata, status, type Client, type ChannelOptions, type ServiceError } from '@grpc/grpc-js';
import { context, propagation } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { repeatableMethods, type ServiceContract } from './retry-policy';
import { SERVICE_AUTH_METADATA, signServiceCall, type ClientAuth } from './service-auth';
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
  /** Every call gets this deadline unless the call sets its own; there is no call without one. */
  deadlineMs: number;
  /** Signs every call (SERVICE_AUTH_SECRET and this client's own name); servers refuse calls without. */
  auth: ClientAuth;
  logger?: Logger;
  /**
   * The service's generated `<Service>Definition`: only the methods its `.proto` marks
   * NO_SIDE_EFFECTS or IDEMPOTENT are retried, and only on UNAVAILABLE.
   */
  contract: ServiceContract;
  /** Total attempts for a call that may be repeated, the first included. */
  maxAttempts?: number;
  /** First backoff; doubles each retry, with jitter. */
  backoffMs?: number;
  /** Added to, and taking precedence over, DEFAULT_CHANNEL_OPTIONS. */
  channelOptions?: ChannelOptions;
}

/**
 * Every client's channel. Reconnect quickly once a service is back: grpc-js backs off up to two
 * minutes by default, which would keep callers failing long after the service recovered.
 * Keepalive notices a peer that vanished without closing the connection. Round robin spreads
 * calls over every address the service's name resolves to (its replicas) instead of sending all
 * of them to the first.
 */
const DEFAULT_CHANNEL_OPTIONS: ChannelOptions = {
  'grpc.initial_reconnect_backoff_ms': 100,
  'grpc.max_reconnect_backoff_ms': 1_000,
  'grpc.keepalive_time_ms': 30_000,
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

export interface ServiceClient<D> {
  call: UnaryCallers<D>;
  close(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClient<D extends object>(
  ClientCtor: ClientConstructor<D>,
  address: string,
  settings: ClientSettings,
): ServiceClient<D> {
  const { deadlineMs, auth, logger, contract, maxAttempts = 3, backoffMs = 50, channelOptions } = settings;
  // fails at construction, not at the first call, when the secret or caller name is unusable
  signServiceCall(auth, '/');
  const retryable = repeatableMethods(contract, ClientCtor.service);
  const client = new ClientCtor(address, credentials.createInsecure(), {
    ...DEFAULT_CHANNEL_OPTIONS,
    ...channelOptions,
  });

  const attempt = (method: UnaryMethod, request: unknown, metadata: Metadata, deadline: Date) => {
    // signed per attempt: a retry after a long backoff still carries a fresh time
    const signed = metadata.clone();
    signed.set(SERVICE_AUTH_METADATA, signServiceCall(auth, method.path));
    return new Promise<unknown>((resolve, reject) =>
      client.makeUnaryRequest(
        method.path,
        method.requestSerialize,
        method.responseDeserialize,
        request,
        signed,
        { deadline },
        (error: ServiceError | null, response?: unknown) => (error ? reject(error) : resolve(response)),
      ),
    );
  };

  const callers: Record<string, (request: unknown, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, method] of Object.entries(ClientCtor.service) as [string, UnaryMethod][]) {
    if (method.requestStream || method.responseStream) continue;
    callers[name] = async (request, options = {}) => {
      // One deadline for the whole call, retries included: the caller's time budget is fixed.
      const deadline = new Date(Date.now() + (options.deadlineMs ?? deadlineMs));
      const metadata = options.metadata?.clone() ?? new Metadata();
      propagation.inject(context.active(), metadata, metadataSetter);
      const attempts = retryable.has(name) ? maxAttempts : 1;
      for (let attemptNumber = 1; ; attemptNumber++) {
        try {
          return await attempt(method, request, metadata, deadline);
        } catch (error) {
          const code = (error as ServiceError).code;
          const wait = backoffMs * 2 ** (attemptNumber - 1) * (0.5 + Math.random() / 2);
          const retry =
            code === status.UNAVAILABLE && attemptNumber < attempts && Date.now() + wait < deadline.getTime();
          if (!retry) throw error;
          logger?.warn({ grpc: { method: method.path }, attempt: attemptNumber }, 'grpc call unavailable; retrying');
          await sleep(wait);
        }
      }
    };
  }
  return { call: callers as UnaryCallers<D>, close: () => client.close() };
}
