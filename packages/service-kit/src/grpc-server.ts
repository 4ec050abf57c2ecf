import {
  Server,
  ServerCredentials,
  status,
  type handleUnaryCall,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { HealthImplementation } from 'grpc-health-check';
import type { Logger } from 'pino';
import { inCallerTrace } from './caller-trace';
import { InvalidArgumentError } from './domain-errors';
import { HIDDEN_CAUSE, toServiceError, type MappedServiceError } from './grpc-status';
import { callMetrics, recordsMetrics } from './metrics';
import { healthDescriptors } from './reflection';
import { withProtocMapEntries, type ReflectedPackage } from './reflection-descriptors';
import { holdsNulCharacter, NUL_CHARACTER_MESSAGE } from './request-text';
import { serviceAuthInterceptor, type ServerAuth } from './service-auth';
import { networkFailureReason, StartupError } from './startup-error';
import { metadataGetter } from './trace-metadata';

export interface ServiceRegistration {
  // grpc-js's own type for generated and hand-made definitions alike
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: ServiceDefinition<any>;
  implementation: UntypedServiceImplementation;
}

export interface GrpcServerSettings {
  port: number;
  /** 0.0.0.0 unless told otherwise (GRPC_HOST), so the server is reachable inside a pod. */
  host?: string;
  services: ServiceRegistration[];
  logger: Logger;
  /** Every call but health must carry credentials signed with this secret (`service-auth.ts`). */
  auth: ServerAuth;
  /**
   * Descriptors of `services` for server reflection, e.g. from `loadProtoForReflection`; the health
   * service is always reflected. Map entries are renamed the way protoc names them before serving.
   */
  reflection?: ReflectedPackage;
  /** How long in-flight calls may take to finish on shutdown before they are cut. */
  shutdownTimeoutMs?: number;
  /**
   * How long a client connection may live (default 5 minutes) before the server asks the client to
   * reconnect; calls running then get `shutdownTimeoutMs` to finish. Clients resolve the service's
   * name again only when a connection ends, so without this a replica added by scaling out would
   * get no calls from clients connected before it.
   */
  maxConnectionAgeMs?: number;
}

export interface RunningGrpcServer {
  server: Server;
  /** The bound port (the real one when 0 was asked for). */
  port: number;
  /** Names as served by health and reflection, e.g. `storefront.catalog.v1.CatalogService`. */
  serviceNames: string[];
  /**
   * The health of each service name (readiness: its database and Redis answer); '' (the server,
   * for liveness) stays SERVING until shutdown. Ignored once shutting down.
   */
  setReady(ready: boolean): void;
  /** Reports NOT_SERVING, lets in-flight calls finish within the timeout, then cuts the rest. */
  shutdown(): Promise<void>;
}

/** `/storefront.catalog.v1.CatalogService/GetItem` -> `storefront.catalog.v1.CatalogService`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serviceNameOf(definition: ServiceDefinition<any>): string {
  const first = Object.values(definition)[0];
  if (!first) throw new Error('a gRPC service definition needs at least one method');
  return first.path.split('/')[1];
}

const grpcCalls = callMetrics('grpc_server_calls', 'gRPC calls this server answered, by method and status', [
  'grpc_method',
  'grpc_code',
]);

/**
 * Logs and counts every unary call once, with its outcome, refuses requests holding text no database can
 * store, and runs the handler inside the caller's trace context when no instrumentation has
 * already opened a server span.
 */
function observed(method: string, handler: handleUnaryCall<unknown, unknown>, logger: Logger) {
  const wrapped: handleUnaryCall<unknown, unknown> = (call, callback) => {
    const started = process.hrtime.bigint();
    const answered: typeof callback = (error, value) => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const code = error ? ((error as MappedServiceError).code ?? status.UNKNOWN) : status.OK;
      const codeName = status[code] ?? code;
      if (recordsMetrics()) grpcCalls(method, codeName).record(durationMs / 1000);
      const entry = { grpc: { method, code: codeName }, durationMs: Math.round(durationMs * 100) / 100 };
      const cause = error ? (error as MappedServiceError)[HIDDEN_CAUSE] : undefined;
      if (cause !== undefined) logger.error({ ...entry, err: cause }, 'grpc call failed');
      else logger.info(entry, 'grpc call');
      callback(error, value);
    };
    if (holdsNulCharacter(call.request)) {
      answered(toServiceError(new InvalidArgumentError(NUL_CHARACTER_MESSAGE)));
      return;
    }
    inCallerTrace(call.metadata, metadataGetter, () => handler(call, answered));
  };
  return wrapped;
}

export async function startGrpcServer(settings: GrpcServerSettings): Promise<RunningGrpcServer> {
  const { port, host = '0.0.0.0', services, logger, auth, reflection } = settings;
  const { shutdownTimeoutMs = 10_000, maxConnectionAgeMs = 5 * 60_000 } = settings;
  const server = new Server({
    interceptors: [serviceAuthInterceptor(auth)],
    'grpc.max_connection_age_ms': maxConnectionAgeMs,
    'grpc.max_connection_age_grace_ms': shutdownTimeoutMs,
  });
  const serviceNames = services.map(({ definition }) => serviceNameOf(definition));

  for (const { definition, implementation } of services) {
    const observedImplementation: UntypedServiceImplementation = { ...implementation };
    for (const [name, method] of Object.entries(definition)) {
      const handler = implementation[name];
      if (handler && !method.requestStream && !method.responseStream) {
        observedImplementation[name] = observed(method.path, handler as handleUnaryCall<unknown, unknown>, logger);
      }
    }
    server.addService(definition, observedImplementation);
  }

  // '' is the whole server; each service also answers for itself.
  const health = new HealthImplementation(
    Object.fromEntries(['', ...serviceNames].map((name) => [name, 'SERVING' as const])),
  );
  health.addToServer(server);
  new ReflectionService(withProtocMapEntries({ ...healthDescriptors(), ...reflection })).addToServer(server);

  const boundPort = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) => {
      if (!error) return resolve(bound);
      const reason = networkFailureReason(error) ?? error.message;
      reject(new StartupError(`cannot listen for gRPC on ${host}:${port} (GRPC_HOST, GRPC_PORT): ${reason}`));
    }),
  );
  logger.info({ port: boundPort, services: serviceNames }, 'grpc server listening');

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= new Promise<void>((resolve) => {
      for (const name of ['', ...serviceNames]) health.setStatus(name, 'NOT_SERVING');
      const cut = setTimeout(() => {
        logger.warn({ shutdownTimeoutMs }, 'grpc calls still running at shutdown timeout; cutting them');
        server.forceShutdown();
        resolve();
      }, shutdownTimeoutMs);
      server.tryShutdown(() => {
        clearTimeout(cut);
        logger.info('grpc server stopped');
        resolve();
      });
    }));

  const setReady = (ready: boolean) => {
    if (stopping) return;
    for (const name of serviceNames) health.setStatus(name, ready ? 'SERVING' : 'NOT_SERVING');
  };

  return { server, port: boundPort, serviceNames, setReady, shutdown };
}
