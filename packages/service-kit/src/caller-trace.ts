import { context, propagation, ROOT_CONTEXT, trace, type TextMapGetter } from '@opentelemetry/api';

/**
 * Runs `operation` inside the caller's trace, as its W3C `traceparent` in `carrier` names it,
 * unless an instrumentation has already opened a span for the operation (then that span's context
 * stays). Without instrumentation (no exporter, see telemetry) this is what carries a trace from
 * one service to the next, and what gives log lines its ids.
 */
export function inCallerTrace<C, T>(carrier: C, getter: TextMapGetter<C> | undefined, operation: () => T): T {
  if (trace.getSpan(context.active())) return operation();
  return context.with(propagation.extract(ROOT_CONTEXT, carrier, getter), operation);
}
