import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';

export interface Telemetry {
  /** Flushes pending spans and unregisters; call on SIGTERM after the servers have stopped. */
  shutdown(): Promise<void>;
}

/**
 * Sets up tracing once per process (a second call gets the first one's until it is shut down).
 * It must run before express, http, grpc-js or pg are required, so their instrumentation can patch
 * them: every main.ts imports `@storefront/service-kit/telemetry-first` first. Spans are recorded
 * and leave the process only when OTEL_EXPORTER_OTLP_ENDPOINT is set (or OTEL_TRACES_SAMPLER asks
 * for them). Without either nothing would receive a span, and producing them is not free
 * (recording cost the gateway a quarter of its page throughput, and the instrumentation alone a
 * tenth of its add-to-cart throughput), so no instrumentation is registered and new traces are
 * left unsampled. A caller's trace still travels on: the kit's gRPC server and client and the
 * gateway carry `traceparent` themselves, and logs inside it carry its ids.
 */
export function startTelemetry(serviceName: string, env: NodeJS.ProcessEnv = process.env): Telemetry {
  // started already by telemetry-first.ts, before the modules it patches were loaded
  if (running) return running;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const spanProcessor = endpoint
    ? new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }))
    : new tracing.NoopSpanProcessor();
  const recording = Boolean(endpoint || env.OTEL_TRACES_SAMPLER);
  const sdk = new NodeSDK({
    serviceName,
    ...(!recording && { sampler: new tracing.ParentBasedSampler({ root: new tracing.AlwaysOffSampler() }) }),
    spanProcessors: [spanProcessor],
    // Explicit empty lists stop the SDK from building metric and log exporters from other env vars.
    metricReaders: [],
    logRecordProcessors: [],
    // pg: a client span per query (db.system postgresql), under the gRPC or HTTP span it serves.
    // requireParentSpan: a query outside any request (the readiness ping every few seconds) would
    // otherwise make a trace of its own.
    instrumentations: recording
      ? [new HttpInstrumentation(), new GrpcInstrumentation(), new PgInstrumentation({ requireParentSpan: true })]
      : [],
  });
  sdk.start();
  tracesRecorded = recording;
  const started: Telemetry = {
    shutdown: async () => {
      running = undefined;
      tracesRecorded = false;
      await sdk.shutdown();
    },
  };
  running = started;
  return started;
}

/** The process's telemetry while it runs: there is one per process. */
let running: Telemetry | undefined;

let tracesRecorded = false;

/**
 * Whether this process records spans (an exporter or a sampler is configured): what else opens
 * spans of its own (the queues) asks, so that it costs nothing when nobody receives them.
 */
export function recordsTraces(): boolean {
  return tracesRecorded;
}
