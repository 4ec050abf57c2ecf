import { context, trace, TraceFlags } from '@opentelemetry/api';
import { startTelemetry, type Telemetry } from './telemetry';
import { createLogger } from './logger';
import { capturedLogger } from './testing';

describe('createLogger', () => {
  let telemetry: Telemetry;
  beforeAll(() => (telemetry = startTelemetry('test', {})));
  afterAll(() => telemetry.shutdown());

  it('stamps the service name and redacts personal fields', () => {
    const { lines, destination } = capturedLogger();
    const logger = createLogger({ service: 'forms', destination });
    logger.info({ email: 'a@b.c', submission: { formAnswers: { name: 'Ann' }, id: 's1' } }, 'submitted');
    expect(lines[0]).toMatchObject({ service: 'forms', msg: 'submitted', email: '[redacted]' });
    expect(lines[0].submission).toEqual({ formAnswers: '[redacted]', id: 's1' });
    expect(JSON.stringify(lines)).not.toContain('a@b.c');
  });

  it('adds trace and span ids of the active span', () => {
    const { lines, destination } = capturedLogger();
    const logger = createLogger({ service: 'cart', destination });
    const spanContext = {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.SAMPLED,
    };
    context.with(trace.setSpanContext(context.active(), spanContext), () => logger.info('inside'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({ trace_id: spanContext.traceId, span_id: spanContext.spanId });
    expect(lines[1].trace_id).toBeUndefined();
  });
});
