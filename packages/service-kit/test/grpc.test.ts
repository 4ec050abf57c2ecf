import { credentials, makeGenericClientConstructor, status, type Client, type ServiceDefinition } from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { context, propagation, trace } from '@opentelemetry/api';
import { service as healthService } from 'grpc-health-check';
import { createClient } from '../src/grpc-client';
import { UnavailableError } from '../src/domain-errors';
import { unary } from '../src/unary';
import type { RunningGrpcServer } from '../src/grpc-server';
import { startTelemetry, type Telemetry } from '../src/telemetry';
import { SERVICE_AUTH_METADATA, serviceAuthMetadata } from '../src/service-auth';
import { capturedLogger, failure, freePort, testServiceAuth } from '../src/testing';
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

/** A shop whose handlers are replaced by `handlers`; the others answer as the test shop does. */
function shopAnswering(handlers: Partial<typeof shopImplementation>, port = 0) {
  return startTestServer({
    port,
    services: [
      {
        definition: shopDefinition as unknown as ServiceDefinition,
        implementation: { ...shopImplementation, ...handlers },
      },
    ],
  });
}

describe('gRPC client retries', () => {
  const fastReconnect = { 'grpc.initial_reconnect_backoff_ms': 20, 'grpc.max_reconnect_backoff_ms': 50 };

  /** A client of the shop at `port`, logging each repeated attempt to `lines`. */
  function retryingClient(port: number, attempts: { maxAttempts: number; backoffMs: number }) {
    const { lines, logger } = capturedLogger();
    const client = createClient(ShopClient, `127.0.0.1:${port}`, {
      deadlineMs: 5_000,
      auth: testServiceAuth(),
      contract: shopContract,
      ...attempts,
      logger,
      channelOptions: fastReconnect,
    });
    return { lines, client };
  }

  /**
   * A shop whose GetItem and Slow answer UNAVAILABLE the first `failures` times each is called,
   * counting the calls that reached it.
   */
  async function shopUnavailableFor(failures: number) {
    const calls = { getItem: 0, slow: 0 };
    const previousAttempts: unknown[] = [];
    const credentials: unknown[] = [];
    const server = await shopAnswering({
      getItem: unary(async ({ id }: { id: string }, call) => {
        previousAttempts.push(call.metadata.get('grpc-previous-rpc-attempts')[0]);
        credentials.push(...call.metadata.get(SERVICE_AUTH_METADATA));
        if (++calls.getItem <= failures) throw new UnavailableError('replica is restarting');
        return { id, title: `Item ${id}` };
      }),
      slow: unary(async () => {
        if (++calls.slow <= failures) throw new UnavailableError('replica is restarting');
        return { done: true };
      }),
    });
    return { server, calls, previousAttempts, credentials };
  }

  it('retries an idempotent call on UNAVAILABLE until the server is back', async () => {
    const port = await freePort();
    const { client } = retryingClient(port, { maxAttempts: 8, backoffMs: 100 });
    const call = client.call.getItem({ id: 'late' });
    const server = new Promise<RunningGrpcServer>((resolve) =>
      setTimeout(() => resolve(startShop(undefined, port)), 150),
    );
    await expect(call).resolves.toEqual({ id: 'late', title: 'Item late' });
    client.close();
    await (await server).shutdown();
  });

  it('repeats a repeatable call the server answered UNAVAILABLE, signed afresh, and the caller sees only the answer', async () => {
    const { server, calls, previousAttempts, credentials } = await shopUnavailableFor(1);
    const { lines, client } = retryingClient(server.port, { maxAttempts: 3, backoffMs: 10 });
    try {
      await expect(client.call.getItem({ id: 'a1' })).resolves.toEqual({ id: 'a1', title: 'Item a1' });
      expect(calls.getItem).toBe(2);
      // grpc-js numbers the attempts it repeats (so the repeat was the channel's, not ours), and
      // each attempt carried one credential of its own time
      expect(previousAttempts).toEqual([undefined, '1']);
      expect(credentials).toHaveLength(2);
      expect(new Set(credentials).size).toBe(2);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'grpc call repeated',
          attempt: 2,
          grpc: { method: '/test.shop.v1.ShopService/GetItem' },
        }),
      );
    } finally {
      client.close();
      await server.shutdown();
    }
  });

  it('never repeats a call the contract does not mark idempotent', async () => {
    const { server, calls } = await shopUnavailableFor(1);
    const { lines, client } = retryingClient(server.port, { maxAttempts: 3, backoffMs: 10 });
    try {
      expect((await failure(client.call.slow({ ms: 1 }))).code).toBe(status.UNAVAILABLE);
      expect(calls.slow).toBe(1);
      expect(lines).toHaveLength(0);
    } finally {
      client.close();
      await server.shutdown();
    }
  });

  it('gives up after the bounded attempts, and maxAttempts 1 turns retries off', async () => {
    const { server, calls } = await shopUnavailableFor(Infinity);
    const three = retryingClient(server.port, { maxAttempts: 3, backoffMs: 10 });
    const one = retryingClient(server.port, { maxAttempts: 1, backoffMs: 10 });
    try {
      expect((await failure(three.client.call.getItem({ id: 'x' }))).code).toBe(status.UNAVAILABLE);
      expect(calls.getItem).toBe(3);
      expect((await failure(one.client.call.getItem({ id: 'x' }))).code).toBe(status.UNAVAILABLE);
      expect(calls.getItem).toBe(4);
    } finally {
      three.client.close();
      one.client.close();
      await server.shutdown();
    }
  });

  it('keeps the deadline for the whole call, retries included', async () => {
    const { server, calls } = await shopUnavailableFor(Infinity);
    const client = createClient(ShopClient, `127.0.0.1:${server.port}`, {
      contract: shopContract,
      deadlineMs: 300,
      auth: testServiceAuth(),
      maxAttempts: 10,
      backoffMs: 200,
    });
    const started = Date.now();
    try {
      expect([status.DEADLINE_EXCEEDED, status.UNAVAILABLE]).toContain(
        (await failure(client.call.getItem({ id: 'x' }))).code,
      );
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(calls.getItem).toBeLessThan(10);
    } finally {
      client.close();
      await server.shutdown();
    }
  });

  it("refuses a contract that is not the client's service, rather than retry by another's rules", () => {
    const otherService = { ...shopContract, fullName: 'test.other.v1.OtherService' };
    expect(() =>
      createClient(ShopClient, '127.0.0.1:1', { deadlineMs: 1_000, auth: testServiceAuth(), contract: otherService }),
    ).toThrow('/test.shop.v1.ShopService/GetItem is not a method of the contract test.other.v1.OtherService');
  });

  it('refuses a retry setting it cannot honour, saying what it takes', () => {
    const settings = { deadlineMs: 1_000, auth: testServiceAuth(), contract: shopContract };
    expect(() => createClient(ShopClient, '127.0.0.1:1', { ...settings, maxAttempts: 0 })).toThrow(
      'maxAttempts must be a whole number of at least 1 (1 turns retries off), got 0',
    );
    expect(() => createClient(ShopClient, '127.0.0.1:1', { ...settings, backoffMs: 0 })).toThrow(
      'backoffMs must be at least 1, got 0',
    );
  });
});

describe('gRPC client channel', () => {
  /** Two replicas of the shop, each answering GetItem with its own name. */
  async function twoReplicas() {
    const named = (name: string) => shopAnswering({ getItem: unary(async () => ({ id: name, title: name })) });
    const [a, b] = await Promise.all([named('a'), named('b')]);
    const client = createClient(ShopClient, `ipv4:127.0.0.1:${a.port},127.0.0.1:${b.port}`, {
      contract: shopContract,
      deadlineMs: 2_000,
      auth: testServiceAuth(),
    });
    const answers = async (calls: number) => {
      const counts: Record<string, number> = {};
      for (let call = 0; call < calls; call++) {
        const { id } = await client.call.getItem({ id: 'x' });
        counts[id] = (counts[id] ?? 0) + 1;
      }
      return counts;
    };
    return { a, b, client, answers };
  }

  it('balances calls round robin over every address of the service', async () => {
    const { a, b, client, answers } = await twoReplicas();
    try {
      const counts = await answers(20);
      expect(Object.keys(counts).sort()).toEqual(['a', 'b']);
      expect(counts.a + counts.b).toBe(20);
    } finally {
      client.close();
      await Promise.all([a.shutdown(), b.shutdown()]);
    }
  });

  it('keeps answering from the replica left when another stops', async () => {
    const { a, b, client, answers } = await twoReplicas();
    try {
      expect(Object.keys(await answers(6)).sort()).toEqual(['a', 'b']);
      await a.shutdown();
      expect(await answers(10)).toEqual({ b: 10 });
    } finally {
      client.close();
      await b.shutdown();
    }
  });

  it('resolves a plain host:port through DNS', async () => {
    const server = await startShop();
    const client = createClient(ShopClient, `localhost:${server.port}`, {
      contract: shopContract,
      deadlineMs: 2_000,
      auth: testServiceAuth(),
    });
    try {
      await expect(client.call.getItem({ id: 'a1' })).resolves.toEqual({ id: 'a1', title: 'Item a1' });
    } finally {
      client.close();
      await server.shutdown();
    }
  });
});

describe('gRPC server connection age', () => {
  it('has clients reconnect when a connection is old, without failing a call, repeatable or not', async () => {
    /** The client's address of each connection a call came on. */
    const peers = new Set<string>();
    const server = await startTestServer({
      maxConnectionAgeMs: 150,
      shutdownTimeoutMs: 1_000,
      services: [
        {
          definition: shopDefinition as unknown as ServiceDefinition,
          implementation: {
            ...shopImplementation,
            getItem: unary(async ({ id }: { id: string }, call) => {
              peers.add(call.getPeer());
              return { id, title: `Item ${id}` };
            }),
          },
        },
      ],
    });
    const client = shopClient(server);
    try {
      const started = Date.now();
      let calls = 0;
      while (Date.now() - started < 1_200) {
        // GetItem may be repeated by the client; TraceOfCaller never is
        await client.call.getItem({ id: 'a1' });
        await client.call.traceOfCaller({});
        calls += 2;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(calls).toBeGreaterThan(40);
      // each reconnection is a new connection, from a new client port
      expect(peers.size).toBeGreaterThan(2);
    } finally {
      client.close();
      await server.shutdown();
    }
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
