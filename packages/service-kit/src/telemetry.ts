import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';

export interface Telemetry {
  /** Flushes pending spans and unregisters; call on SIGTERM after the servers have stopped. */
  shutdown(): Promise<void>;
}

/**
 * Sets up tracing once per process. Call it first in main.ts, before express or grpc-js are
 * required, so their instrumentation can patch them. Every operation has a trace context (logs
 * carry its ids and traceparent travels on to the next service), but spans are recorded and leave
 * the process only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Without it there is no exporter, and
 * recording spans nobody receives cost the gateway a quarter of its page throughput, so new
 * traces are left unsampled (a caller's sampled trace is still recorded, and OTEL_TRACES_SAMPLER
 * still decides when given).
 */
export function startTelemetry(serviceName: string, env: NodeJS.ProcessEnv = process.env): Telemetry {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const spanProcessor = endpoint
    ? new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }))
    : new tracing.NoopSpanProcessor();
  const unsampled = !endpoint && !env.OTEL_TRACES_SAMPLER;
  const sdk = new NodeSDK({
    serviceName,
    ...(unsampled && { sampler: new tracing.ParentBasedSampler({ root: new tracing.AlwaysOffSampler() }) }),
    spanProcessors: [spanProcessor],
    // Explicit empty lists stop the SDK from building metric and log exporters from other env vars.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // An unsampled request without a caller's trace would only be given ids nobody receives.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => unsampled && !req.headers.traceparent }),
      new GrpcInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
