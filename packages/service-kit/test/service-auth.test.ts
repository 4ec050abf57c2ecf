import { status, type ServiceDefinition, type ServiceError } from '@grpc/grpc-js';
import { createClient } from '../src/grpc-client';
import { healthStatus, reflectedServiceNames } from '../src/grpc-probes';
import type { RunningGrpcServer } from '../src/grpc-server';
import { isValidServiceCall, signServiceCall } from '../src/service-auth';
import { answersToForgedCalls, testServiceAuth } from '../src/testing';
import { ShopClient, shopContract, shopDefinition, shopImplementation } from './shop-service';
import { startTestServer } from './test-server';

const GET_ITEM = '/test.shop.v1.ShopService/GetItem';
const refused = { unsigned: 'UNAUTHENTICATED', wrongSecret: 'UNAUTHENTICATED', expired: 'UNAUTHENTICATED' };

describe('service-to-service authentication', () => {
  let running: RunningGrpcServer;
  let address: string;
  const handled: unknown[] = [];

  beforeAll(async () => {
    running = await startTestServer({
      services: [
        {
          definition: shopDefinition as unknown as ServiceDefinition,
          implementation: {
            ...shopImplementation,
            getItem: (call: { request: unknown }, callback: (error: null, value: unknown) => void) => {
              handled.push(call.request);
              callback(null, { id: 'x', title: 'x' });
            },
          },
        },
      ],
    });
    address = `127.0.0.1:${running.port}`;
  });
  afterAll(() => running.shutdown());

  it('refuses unsigned, wrongly signed and expired calls before the handler runs', async () => {
    await expect(answersToForgedCalls(address, GET_ITEM)).resolves.toEqual(refused);
    expect(handled).toHaveLength(0);
  });

  it('says nothing of the secret when it refuses', async () => {
    const client = createClient(ShopClient, address, {
      contract: shopContract,
      deadlineMs: 2_000,
      auth: { secret: 'x'.repeat(40), caller: 'intruder' },
    });
    const error = await client.call.getItem({ id: 'a' }).then(
      () => undefined,
      (failure: ServiceError) => failure,
    );
    client.close();
    expect(error?.code).toBe(status.UNAUTHENTICATED);
    expect(error?.details).toBe('Service credentials missing or not valid.');
  });

  it('answers calls signed with the shared secret', async () => {
    const client = createClient(ShopClient, address, {
      contract: shopContract,
      deadlineMs: 2_000,
      auth: testServiceAuth('gateway'),
    });
    await expect(client.call.getItem({ id: 'a' })).resolves.toEqual({ id: 'x', title: 'x' });
    client.close();
  });

  it('keeps health open to unsigned probes and reflection closed to them', async () => {
    await expect(healthStatus(address)).resolves.toBe('SERVING');
    await expect(
      reflectedServiceNames(address, { auth: { secret: 'y'.repeat(40), caller: 'intruder' } }),
    ).rejects.toMatchObject({ code: status.UNAUTHENTICATED });
    await expect(reflectedServiceNames(address, { auth: testServiceAuth() })).resolves.toContain(
      'grpc.health.v1.Health',
    );
  });

  it('binds a credential to its method and to a window of a minute either way', () => {
    const auth = testServiceAuth('cart');
    const now = Date.now();
    const credential = signServiceCall(auth, GET_ITEM, now);
    expect(isValidServiceCall(auth, credential, GET_ITEM, now + 59_000)).toBe(true);
    expect(isValidServiceCall(auth, credential, GET_ITEM, now - 59_000)).toBe(true);
    expect(isValidServiceCall(auth, credential, GET_ITEM, now + 61_000)).toBe(false);
    expect(isValidServiceCall(auth, credential, '/test.shop.v1.ShopService/Slow', now)).toBe(false);
    expect(isValidServiceCall(auth, credential.replace('cart.', 'gateway.'), GET_ITEM, now)).toBe(false);
  });

  it('refuses to start or sign with a secret shorter than 32 characters', async () => {
    expect(() =>
      createClient(ShopClient, address, {
        contract: shopContract,
        deadlineMs: 1_000,
        auth: { secret: 'short', caller: 'gateway' },
      }),
    ).toThrow('at least 32 characters');
    await expect(startTestServer({ auth: { secret: '' }, services: [] })).rejects.toThrow('at least 32 characters');
  });
});
