import {
  credentials,
  makeGenericClientConstructor,
  Server,
  ServerCredentials,
  status,
  type Client,
  type ServiceDefinition,
} from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { context, propagation, trace } from '@opentelemetry/api';
import { service as healthService } from 'grpc-health-check';
import { createClient } from '../src/grpc-client';
import { unary } from '../src/unary';
import type { RunningGrpcServer } from '../src/grpc-server';
import { startTelemetry, type Telemetry } from '../src/telemetry';
import { serviceAuthMetadata } from '../src/service-auth';
import { capturedLogger, failure, testServiceAuth } from '../src/testing';
import { ShopClient, shopContract, shopDefinition, shopImplementation } from './shop-service';
import { startTestServer } from './test-server';

function startShop(logger = capturedLogger().logger, port = 0, shutdownTimeoutMs = 2_000) {
  return startTestServer({
    port,
    logger,
    shutdownTimeoutMs,
    services: [{ definition: shopDefinition as unknown as ServiceDefinition, implementation: shopImplementation }],
  });
}

/** A signed client of the test shop server. */
function shopClient(running: RunningGrpcServer) {
  return createClient(ShopClient, `127.0.0.1:${running.port}`, {
    contract: shopContract,
    deadlineMs: 2_000,
    auth: testServiceAuth(),
  });
}

function unaryCall<T>(client: Client, method: string, request: unknown): Promise<T> {
  return new Promise((resolve, reject) =>
    (client as unknown as Record<string, (...args: unknown[]) => void>)[method](
      request,
      { deadline: Date.now() + 2_000 },
      (error: Error | null, response: T) => (error ? reject(error) : resolve(response)),
    ),
  );
}

describe('gRPC server and client', () => {
  let telemetry: Telemetry;
  let running: RunningGrpcServer;
  let logs: ReturnType<typeof capturedLogger>;

  beforeAll(async () => {
    telemetry = startTelemetry('test', {});
    logs = capturedLogger();
    running = await startShop(logs.logger);
  });
  afterAll(async () => {
    await running.shutdown();
    await telemetry.shutdown();
  });

  it('answers grpc.health.v1.Health/Check with SERVING for the server and each service', async () => {
    const Health = makeGenericClientConstructor(healthService as ServiceDefinition, 'Health');
    const health = new Health(`127.0.0.1:${running.port}`, credentials.createInsecure());
    await expect(unaryCall(health, 'Check', { service: '' })).resolves.toEqual({ status: 'SERVING' });
    await expect(unaryCall(health, 'Check', { service: 'test.shop.v1.ShopService' })).resolves.toEqual({
      status: 'SERVING',
    });
    const unknown = await failure(unaryCall(health, 'Check', { service: 'nope.Service' }));
    expect(unknown.code).toBe(status.NOT_FOUND);
    health.close();
  });

  it('serves reflection listing the health service', async () => {
    // Borrow the reflection service's own definition to build a client without proto files.
    const definitions: ServiceDefinition[] = [];
    new ReflectionService({}).addToServer({ addService: (definition) => definitions.push(definition) });
    const Reflection = makeGenericClientConstructor(definitions[0], 'ServerReflection');
    const reflection = new Reflection(`127.0.0.1:${running.port}`, credentials.createInsecure());
    const stream = (
      reflection as unknown as Record<string, (metadata: object) => NodeJS.ReadWriteStream>
    ).ServerReflectionInfo(
      serviceAuthMetadata(testServiceAuth(), '/grpc.reflection.v1.ServerReflection/ServerReflectionInfo'),
    );
    const answer = new Promise<{ listServicesResponse: { service: { name: string }[] } }>((resolve, reject) => {
      stream.on('data', resolve);
      stream.on('error', reject);
    });
    stream.write({ listServices: '*' } as never);
    const names = (await answer).listServicesResponse.service.map((service) => service.name);
    stream.end();
    reflection.close();
    expect(names).toContain('grpc.health.v1.Health');
  });

  it('maps each domain error to its status code once, and hides unexpected errors', async () => {
    const client = shopClient(running);
    await expect(client.call.getItem({ id: 'a1' })).resolves.toEqual({ id: 'a1', title: 'Item a1' });
    const cases: [string, status, string][] = [
      ['missing', status.NOT_FOUND, 'no item with id missing'],
      ['', status.INVALID_ARGUMENT, 'id is required'],
      ['sold-out', status.FAILED_PRECONDITION, 'item is sold out'],
      ['raced', status.ABORTED, 'stock changed'],
      ['taken', status.ALREADY_EXISTS, 'item exists already'],
      ['broken', status.INTERNAL, 'internal error'],
    ];
    for (const [id, code, details] of cases) {
      const error = await failure(client.call.getItem({ id }));
      expect({ id, code: error.code, details: error.details }).toEqual({ id, code, details });
    }
    client.close();
    const logged = logs.lines.find((line) => line.level === 50) as { err: { message: string }; grpc: unknown };
    expect(logged.err.message).toContain('db-secret-host');
    expect(logged.grpc).toEqual({ method: '/test.shop.v1.ShopService/GetItem', code: 'INTERNAL' });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        grpc: { method: '/test.shop.v1.ShopService/GetItem', code: 'OK' },
        durationMs: expect.any(Number),
      }),
    );
  });

  it('always sets a deadline: a slow call ends with DEADLINE_EXCEEDED', async () => {
    const client = createClient(ShopClient, `127.0.0.1:${running.port}`, {
      contract: shopContract,
      deadlineMs: 100,
      auth: testServiceAuth(),
    });
    const started = Date.now();
    const error = await failure(client.call.slow({ ms: 1_000 }));
    expect(error.code).toBe(status.DEADLINE_EXCEEDED);
    expect(Date.now() - started).toBeLessThan(800);
    client.close();
  });

  it("carries the caller's trace into the handler", async () => {
    const client = shopClient(running);
    await trace.getTracer('test').startActiveSpan('caller', async (span) => {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      expect(carrier.traceparent).toBeDefined();
      const { traceId } = await client.call.traceOfCaller({});
      expect(traceId).toBe(span.spanContext().traceId);
      span.end();
    });
    client.close();
  });
});

describe('gRPC client retries', () => {
  const fastReconnect = { 'grpc.initial_reconnect_backoff_ms': 20, 'grpc.max_reconnect_backoff_ms': 50 };

  async function freePort(): Promise<number> {
    const server = new Server();
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    server.forceShutdown();
    return port;
  }

  /** A client of a shop that is not listening yet, logging each retry to `lines`. */
  async function retryingClient(attempts: { maxAttempts: number; backoffMs: number }) {
    const port = await freePort();
    const { lines, logger } = capturedLogger();
    const client = createClient(ShopClient, `127.0.0.1:${port}`, {
      deadlineMs: 5_000,
      auth: testServiceAuth(),
      contract: shopContract,
      ...attempts,
      logger,
      channelOptions: fastReconnect,
    });
    return { port, lines, client };
  }

  it('retries an idempotent call on UNAVAILABLE until the server is back', async () => {
    const { port, lines, client } = await retryingClient({ maxAttempts: 8, backoffMs: 100 });
    const call = client.call.getItem({ id: 'late' });
    const server = new Promise<RunningGrpcServer>((resolve) =>
      setTimeout(() => resolve(startShop(undefined, port)), 150),
    );
    await expect(call).resolves.toEqual({ id: 'late', title: 'Item late' });
    expect(lines.filter((line) => line.msg === 'grpc call unavailable; retrying').length).toBeGreaterThan(0);
    client.close();
    await (await server).shutdown();
  });

  it("refuses a contract that is not the client's service, rather than retry by another's rules", () => {
    const otherService = { ...shopContract, fullName: 'test.other.v1.OtherService' };
    expect(() =>
      createClient(ShopClient, '127.0.0.1:1', { deadlineMs: 1_000, auth: testServiceAuth(), contract: otherService }),
    ).toThrow('/test.shop.v1.ShopService/GetItem is not a method of the contract test.other.v1.OtherService');
  });

  it('gives up after the bounded attempts, and never retries a call not marked idempotent', async () => {
    const { lines, client } = await retryingClient({ maxAttempts: 3, backoffMs: 10 });
    expect((await failure(client.call.getItem({ id: 'x' }))).code).toBe(status.UNAVAILABLE);
    expect(lines.filter((line) => line.msg === 'grpc call unavailable; retrying')).toHaveLength(2);
    lines.length = 0;
    expect((await failure(client.call.slow({ ms: 1 }))).code).toBe(status.UNAVAILABLE);
    expect(lines).toHaveLength(0);
    client.close();
  });
});

describe('gRPC client channel', () => {
  it('balances calls round robin over every address of the service', async () => {
    const shopNamed = (name: string) =>
      startTestServer({
        services: [
          {
            definition: shopDefinition as unknown as ServiceDefinition,
            implementation: { ...shopImplementation, getItem: unary(async () => ({ id: name, title: name })) },
          },
        ],
      });
    const [a, b] = await Promise.all([shopNamed('a'), shopNamed('b')]);
    const client = createClient(ShopClient, `ipv4:127.0.0.1:${a.port},127.0.0.1:${b.port}`, {
      contract: shopContract,
      deadlineMs: 2_000,
      auth: testServiceAuth(),
    });
    const answered = new Set<string>();
    try {
      for (let call = 0; call < 6; call++) answered.add((await client.call.getItem({ id: 'x' })).id);
    } finally {
      client.close();
      await Promise.all([a.shutdown(), b.shutdown()]);
    }
    expect([...answered].sort()).toEqual(['a', 'b']);
  });
});

describe('gRPC server shutdown', () => {
  it('reports NOT_SERVING, lets in-flight calls finish, then stops', async () => {
    const running = await startShop();
    const client = shopClient(running);
    const inFlight = client.call.slow({ ms: 200 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await running.shutdown();
    await expect(inFlight).resolves.toEqual({ done: true });
    expect((await failure(client.call.getItem({ id: 'a' }))).code).toBe(status.UNAVAILABLE);
    client.close();
  });

  it('cuts calls still running at the shutdown timeout', async () => {
    const running = await startShop(undefined, 0, 50);
    const client = createClient(ShopClient, `127.0.0.1:${running.port}`, {
      contract: shopContract,
      deadlineMs: 5_000,
      auth: testServiceAuth(),
    });
    const inFlight = failure(client.call.slow({ ms: 2_000 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await running.shutdown();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect([status.CANCELLED, status.UNAVAILABLE]).toContain((await inFlight).code);
    client.close();
  });
});

describe('text no database can store', () => {
  it('refuses a NUL character anywhere in a request with INVALID_ARGUMENT before the handler', async () => {
    const running = await startShop();
    const client = shopClient(running);
    const error = await failure(client.call.getItem({ id: 'a\u0000b' }));
    expect({ code: error.code, details: error.details }).toEqual({
      code: status.INVALID_ARGUMENT,
      details: 'Text must not contain NUL characters.',
    });
    // nested and repeated fields and map keys too (the test service carries JSON)
    for (const request of [
      { id: 'a', tags: [{ note: '\u0000' }] },
      { id: 'a', attributes: { 'k\u0000': 'v' } },
    ]) {
      expect((await failure(client.call.getItem(request as never))).code).toBe(status.INVALID_ARGUMENT);
    }
    await expect(client.call.getItem({ id: 'ab' })).resolves.toEqual({ id: 'ab', title: 'Item ab' });
    client.close();
    await running.shutdown();
  });
});
