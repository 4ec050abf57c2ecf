import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { runInNode } from './node-process';
import { startTelemetry } from '../src/telemetry';

describe('startTelemetry', () => {
  afterEach(() => {
    trace.disable();
    context.disable();
    propagation.disable();
  });

  it('gives a new trace an id and propagates it, unsampled, without any exporter', async () => {
    const telemetry = startTelemetry('test-service', {});
    const carrier: Record<string, string> = {};
    trace.getTracer('test').startActiveSpan('work', (span) => {
      expect(span.spanContext().traceId).not.toBe('00000000000000000000000000000000');
      expect(span.isRecording()).toBe(false);
      propagation.inject(context.active(), carrier);
      span.end();
    });
    expect(carrier.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    await telemetry.shutdown();
  });

  it("records a caller's sampled trace, and follows OTEL_TRACES_SAMPLER when it is given", async () => {
    let telemetry = startTelemetry('test-service', {});
    const sampledParent = propagation.extract(context.active(), {
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
    const child = trace.getTracer('test').startSpan('work', {}, sampledParent);
    expect(child.isRecording()).toBe(true);
    expect(child.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    child.end();
    await telemetry.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();

    telemetry = startTelemetry('test-service', { OTEL_TRACES_SAMPLER: 'always_on' });
    const root = trace.getTracer('test').startSpan('work');
    expect(root.isRecording()).toBe(true);
    root.end();
    await telemetry.shutdown();
  });

  // Patching happens when a module is required, which jest's module registry hides; hence a plain Node process.
  it('patches http for spans only when they are recorded', async () => {
    const script = `const { startTelemetry } = require('./telemetry.js');
       const telemetry = startTelemetry('test-service');
       const http = require('http');
       console.log(JSON.stringify({ patched: Boolean(http.Server.prototype.emit.__wrapped) }));
       telemetry.shutdown();`;
    expect(await runInNode<{ patched: boolean }>(['telemetry.ts'], script, {})).toEqual({ patched: false });
    expect(
      await runInNode<{ patched: boolean }>(['telemetry.ts'], script, { OTEL_TRACES_SAMPLER: 'always_on' }),
    ).toEqual({ patched: true });
  }, 20_000);

  // The OTLP exporter loads node:http with a dynamic import, which jest's module sandbox refuses,
  // so this case runs the module in a plain Node process.
  it('exports spans over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const received: string[] = [];
    const collector = http.createServer((req, res) => {
      received.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const result = await runInNode<{ ok: boolean }>(
      ['telemetry.ts'],
      `const { startTelemetry } = require('./telemetry.js');
       const telemetry = startTelemetry('test-service');
       require('@opentelemetry/api').trace.getTracer('test').startSpan('exported').end();
       telemetry.shutdown().then(() => console.log(JSON.stringify({ ok: true })));`,
      { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` },
    );
    collector.closeAllConnections();
    await new Promise<void>((resolve) => collector.close(() => resolve()));
    expect(result.ok).toBe(true);
    expect(received).toContain('/v1/traces');
  }, 20_000);
});
