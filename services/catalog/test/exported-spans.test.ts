import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogV1 } from '@storefront/proto';
import { createClient } from '@storefront/service-kit';
import { freePort, spawnBuiltService, testServiceAuth, testServiceEnv } from '@storefront/service-kit/testing';

jest.setTimeout(60_000);

/** The built service, started as a deployment starts it. */
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');

interface ReceivedSpan {
  service: string;
  scope: string;
  name: string;
}

/** An OTLP/HTTP receiver (JSON, as the trace exporter sends it) keeping every span. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { resourceSpans = [] } = JSON.parse(body) as {
        resourceSpans?: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { scope: { name: string }; spans: { name: string }[] }[];
        }[];
      };
      for (const { resource, scopeSpans } of resourceSpans) {
        const service = resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue;
        for (const { scope, spans: batch } of scopeSpans)
          for (const span of batch) spans.push({ service: service ?? '', scope: scope.name, name: span.name });
      }
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

it('exports the spans of its own gRPC server, since tracing starts before grpc-js is loaded', async () => {
  const receiver = await startReceiver();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalog-spans-'));
  const port = await freePort();
  const catalog = spawnBuiltService(MAIN, {
    ...testServiceEnv,
    GRPC_PORT: String(port),
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  const client = createClient(catalogV1.CatalogServiceClient, `127.0.0.1:${port}`, {
    contract: catalogV1.CatalogServiceDefinition,
    deadlineMs: 5_000,
    auth: testServiceAuth('gateway'),
    maxAttempts: 1,
  });
  try {
    const deadline = Date.now() + 40_000;
    // the first calls may come before the service listens
    for (;;) {
      try {
        await client.call.listCollections({});
        break;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`${String(error)}\n${catalog.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const served = (span: ReceivedSpan) =>
      span.service === 'catalog' &&
      span.scope === '@opentelemetry/instrumentation-grpc' &&
      span.name === 'grpc.storefront.catalog.v1.CatalogService/ListCollections';
    while (!receiver.spans.some(served)) {
      if (Date.now() > deadline) throw new Error(`no span of the call among ${JSON.stringify(receiver.spans)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    client.close();
    await catalog.stop();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
