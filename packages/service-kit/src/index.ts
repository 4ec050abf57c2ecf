export { ConfigError, loadConfig } from './config';
export {
  commonConfig,
  databaseUrlVariable,
  LOG_LEVELS,
  metricsPort,
  resolveDatabaseUrl,
  resolveDatabaseVariable,
} from './common-config';
export { createLogger, type Logger, type LoggerSettings } from './logger';
export {
  createBoundedCache,
  remembered,
  stringBytes,
  type BoundedCache,
  type BoundedCacheSettings,
  type RememberedSettings,
} from './bounded-cache';
export { recordsTraces, startTelemetry, type Telemetry } from './telemetry';
export { callMetrics, metricsRegistry, recordsMetrics, type CallRecorder } from './metrics';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export { inCallerTrace } from './caller-trace';
export { runService, startFailureLine, type RunnableConfig, type Stoppable } from './run-service';
export { openServiceDatabase } from './service-database';
export type { ContribExtension } from './pglite-extensions';
export { migrate } from './migrate-command';
export {
  serve,
  startService,
  type RunningService,
  type ServiceConfig,
  type ServiceDefinition,
  type ServiceParts,
  type ServiceWiring,
  type StartServiceProcess,
} from './start-service';
export { networkFailureReason, StartupError } from './startup-error';
export {
  AlreadyExistsError,
  ConflictError,
  DomainError,
  FailedPreconditionError,
  FieldsRefusedError,
  InvalidArgumentError,
  NotFoundError,
  PermissionDeniedError,
  ResourceExhaustedError,
  UnauthenticatedError,
  UnavailableError,
  type StatusName,
} from './domain-errors';
export { toServiceError } from './grpc-status';
export { unary, type UnaryHandler } from './unary';
export { FIELD_ERRORS_TRAILER, fieldErrorList, fieldErrorsOf, fieldErrorsTrailer } from './field-errors';
export {
  serviceNameOf,
  startGrpcServer,
  type GrpcServerSettings,
  type RunningGrpcServer,
  type ServiceRegistration,
} from './grpc-server';
export { askReflection, healthStatus, reflectedServiceNames, type ReflectionProbe } from './grpc-probes';
export {
  isValidServiceCall,
  SERVICE_AUTH_METADATA,
  SERVICE_AUTH_WINDOW_MS,
  serviceAuthInterceptor,
  serviceAuthMetadata,
  serviceAuthSecret,
  signServiceCall,
  type ClientAuth,
  type ServerAuth,
} from './service-auth';
export { holdsNulCharacter, NUL_CHARACTER_MESSAGE } from './request-text';
export { loadProtoForReflection } from './reflection';
export { type ReflectedPackage } from './reflection-descriptors';
export {
  createClient,
  type CallOptions,
  type ClientConstructor,
  type ClientSettings,
  type ServiceClient,
  type UnaryCallers,
} from './grpc-client';
export { type ServiceContract } from './retry-policy';
export { openDatabase, pingDatabase, type Database, type DatabaseSettings, type OpenDatabase } from './database';
export { deleteRows } from './delete-rows';
export { instantArray, rows } from './raw-rows';
export { CURSOR_INVALID_MESSAGE, decodeCursor, encodeCursor } from './keyset-cursor';
export {
  createQueue,
  createWorker,
  inspectQueue,
  type AddOptions,
  type JobEnvelope,
  type JobProcessor,
  type QueueConnection,
  type ServiceQueue,
  type ServiceWorker,
  type WorkerSettings,
  UnrecoverableError,
} from './queues';
export { PLATFORM_QUEUES } from './platform-queues';
export { keepScheduled, type JobSchedule, type KeptSchedule } from './job-schedules';
export {
  startScheduledJob,
  type ScheduledJob,
  type ScheduledJobSettings,
  type ScheduleSettings,
} from './scheduled-job';
export {
  checkReadiness,
  type DependencyCheck,
  type PingableRedis,
  type Readiness,
  type ReadinessDependencies,
} from './readiness';
export { TimeLimitError, withinTime } from './time-limit';
export { createIngestBuffer, type IngestBuffer, type IngestBufferSettings } from './ingest-buffer';
export {
  DEFAULT_TIME_ZONE,
  localDays,
  localDaysMessages,
  MAX_RANGE_DAYS,
  timeZoneOf,
  type LocalDays,
} from './local-days';
export { MalformedIngestJob, startIngestWorker, type IngestWorkerSettings } from './ingest-worker';
