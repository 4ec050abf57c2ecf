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
 * required, so their instrumentation can patch them. Spans are always recorded (logs carry
 * their ids and traceparent travels on), but leave the process only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: without it there is no exporter and no network traffic.
 */
export function startTelemetry(serviceName: string, env: NodeJS.ProcessEnv = process.env): Telemetry {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const spanProcessor = endpoint
    ? new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }))
    : new tracing.NoopSpanProcessor();
  const sdk = new NodeSDK({
    serviceName,
    spanProcessors: [spanProcessor],
    // Explicit empty lists stop the SDK from building metric and log exporters from other env vars.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [new HttpInstrumentation(), new GrpcInstrumentation()],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
