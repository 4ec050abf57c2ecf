import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/**
 * Fields that carry personal data (ARCHITECTURE §4: no emails or form answers in logs), at the
 * depths where request and job payloads usually put them.
 */
const PERSONAL_FIELDS = ['email', 'emailAddress', 'formAnswers', 'answers', 'password', 'phone', 'address'];
const REDACTED_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  ...PERSONAL_FIELDS.map((field) => `*.*.${field}`),
  'req.headers.cookie',
  'req.headers.authorization',
];

export interface LoggerSettings {
  service: string;
  level?: LoggerOptions['level'];
  /** Where lines go; stdout when omitted. */
  destination?: DestinationStream;
}

/** JSON logs stamped with the service and, inside a traced operation, its trace and span ids. */
export function createLogger({ service, level = 'info', destination }: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId, traceFlags } = span.spanContext();
      return { trace_id: traceId, span_id: spanId, trace_flags: traceFlags };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
