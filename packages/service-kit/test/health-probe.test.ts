import type { ServiceDefinition } from '@grpc/grpc-js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningGrpcServer } from '../src/grpc-server';
import { probe, probeTarget } from '../src/health-probe';
import { freePort } from '../src/free-port';
import { shopDefinition, shopImplementation } from './shop-service';
import { startTestServer } from './test-server';

const SHOP = 'test.shop.v1.ShopService';

describe("the container's health probe", () => {
  let grpc: RunningGrpcServer;
  let http: Server;
  let httpPort: number;
  let ready = true;

  beforeAll(async () => {
    grpc = await startTestServer({
      services: [{ definition: shopDefinition as unknown as ServiceDefinition, implementation: shopImplementation }],
    });
    http = createServer((req, res) => res.writeHead(req.url === '/healthz' && ready ? 200 : 503).end());
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    httpPort = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await grpc.shutdown();
    await new Promise((resolve) => http.close(resolve));
  });
  afterEach(() => {
    ready = true;
    grpc.setReady(true);
  });

  const env = () => ({ GRPC_PORT: String(grpc.port), PORT: String(httpPort) });

  it("asks the gRPC server's health, and a service's readiness by its name", async () => {
    await expect(probe(probeTarget('grpc', env()))).resolves.toBe('');
    await expect(probe(probeTarget(`grpc:${SHOP}`, env()))).resolves.toBe('');
    grpc.setReady(false);
    await expect(probe(probeTarget(`grpc:${SHOP}`, env()))).resolves.toBe(`${SHOP} is NOT_SERVING`);
  });

  it('fails when nothing answers on the port', async () => {
    const closed = String(await freePort());
    await expect(probe(probeTarget('grpc', { GRPC_PORT: closed }), 1_000)).rejects.toThrow();
    await expect(probe(probeTarget('http:/healthz', { PORT: closed }), 1_000)).rejects.toThrow();
  });

  it('asks an HTTP route and is healthy only on a 2xx answer', async () => {
    await expect(probe(probeTarget('http:/healthz', env()))).resolves.toBe('');
    ready = false;
    await expect(probe(probeTarget('http:/healthz', env()))).resolves.toBe(
      `http://127.0.0.1:${httpPort}/healthz answered 503`,
    );
  });

  it('refuses a target it cannot ask, and a port that is not set', () => {
    expect(() => probeTarget('tcp', env())).toThrow('expected grpc, grpc:<service> or http:<path>');
    expect(() => probeTarget('grpc', {})).toThrow('GRPC_PORT is not set');
  });
});
