import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { startTelemetry, type Telemetry } from '@storefront/service-kit';
import express from 'express';
import { traceContext } from './trace-context';

const CALLER = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('traceContext', () => {
  let telemetry: Telemetry;
  let url: string;
  let close: () => Promise<void>;
  const finished: (string | undefined)[] = [];

  beforeAll(async () => {
    // no exporter: no HTTP instrumentation, so carrying the caller's trace is this middleware's job
    telemetry = startTelemetry('test', {});
    const app = express();
    app.use(traceContext(), express.json());
    // as the access log does: a line written once the response has gone
    app.use((_req, res, next) => {
      res.once('finish', () => finished.push(trace.getActiveSpan()?.spanContext().traceId));
      next();
    });
    app.post('/call', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const outgoing: Record<string, string> = {};
      propagation.inject(context.active(), outgoing);
      res.json(outgoing);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/call`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await telemetry.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  /** Posts a body that arrives in two parts, so the parser reads it in callbacks of the socket. */
  const call = (headers: Record<string, string>) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => resolve(JSON.parse(body) as Record<string, string>));
      });
      request.write('{"quantity":');
      setTimeout(() => request.end('1}'), 20);
    });

  it("carries a caller's trace past the body parser into what the request calls", async () => {
    const outgoing = await call({ traceparent: CALLER });
    expect(outgoing.traceparent).toBe(CALLER);
    expect(finished.at(-1)).toBe(CALLER.split('-')[1]);
  });

  it('starts no trace for a request that brings none', async () => {
    expect(await call({})).toEqual({});
    expect(finished.at(-1)).toBeUndefined();
  });
});
