import { credentials, Client, Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { healthStatus, reflectedServiceNames } from './grpc-probes';
import { SERVICE_AUTH_METADATA, SERVICE_AUTH_WINDOW_MS, signServiceCall, type ClientAuth } from './service-auth';

/**
 * What the test harnesses of every service share (`@storefront/service-kit/testing`). Not exported
 * from the package's main entry, so no service can start with a secret everyone can read.
 */

/** The service auth secret of every test harness: servers check it, clients sign with it. */
export const TEST_SERVICE_AUTH_SECRET = 'test-only-service-auth-secret-0123456789';

/** What every service a test starts is started with: loopback only, signed calls. */
export const testServiceEnv = { GRPC_HOST: '127.0.0.1', SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET };

/** A service's config loader with the test secret given: every service needs one, config tests are about the rest. */
export function withTestSecret<T>(load: (env: NodeJS.ProcessEnv) => T): (env: NodeJS.ProcessEnv) => T {
  return (env) => load({ SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET, ...env });
}

/** Client credentials of a test calling as `caller`. */
export function testServiceAuth(caller = 'test'): ClientAuth {
  return { secret: TEST_SERVICE_AUTH_SECRET, caller };
}

/** The status name one raw call of `methodPath` ends with; the request is the empty message. */
export function callStatus(address: string, methodPath: string, metadata = new Metadata()): Promise<string> {
  const client = new Client(address, credentials.createInsecure());
  return new Promise<string>((resolve) =>
    client.makeUnaryRequest(
      methodPath,
      () => Buffer.alloc(0),
      (bytes: Buffer) => bytes,
      {},
      metadata,
      { deadline: Date.now() + 10_000 },
      (error: ServiceError | null) => resolve(status[error ? error.code : status.OK]),
    ),
  ).finally(() => client.close());
}

function credentialMetadata(credential: string): Metadata {
  const metadata = new Metadata();
  metadata.set(SERVICE_AUTH_METADATA, credential);
  return metadata;
}

/**
 * How a server answers `methodPath` called without credentials, signed with another secret, and
 * signed with the right secret too long ago: each must be 'UNAUTHENTICATED'.
 */
export async function answersToForgedCalls(
  address: string,
  methodPath: string,
): Promise<{ unsigned: string; wrongSecret: string; expired: string }> {
  const wrong = { secret: 'another-secret-that-is-long-enough-000000', caller: 'intruder' };
  const longAgo = Date.now() - SERVICE_AUTH_WINDOW_MS - 5_000;
  return {
    unsigned: await callStatus(address, methodPath),
    wrongSecret: await callStatus(address, methodPath, credentialMetadata(signServiceCall(wrong, methodPath))),
    expired: await callStatus(
      address,
      methodPath,
      credentialMetadata(signServiceCall(testServiceAuth(), methodPath, longAgo)),
    ),
  };
}

/**
 * Checks that a service answers none of `methods` of `serviceName` (e.g. 'GetCart') to a caller
 * without valid credentials, nor lists itself through reflection to one, while health stays open.
 */
export async function expectForgedCallsRefused(address: string, serviceName: string, methods: string[]): Promise<void> {
  const forged = { unsigned: 'UNAUTHENTICATED', wrongSecret: 'UNAUTHENTICATED', expired: 'UNAUTHENTICATED' };
  for (const method of methods) {
    await expect(answersToForgedCalls(address, `/${serviceName}/${method}`)).resolves.toEqual(forged);
  }
  await expect(
    reflectedServiceNames(address, { auth: { secret: 'z'.repeat(40), caller: 'intruder' } }),
  ).rejects.toMatchObject({ code: status.UNAUTHENTICATED });
  await expect(healthStatus(address)).resolves.toBe('SERVING');
}

/** The error a call failed with (the test fails if it succeeded). */
export function failure(promise: Promise<unknown>): Promise<ServiceError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ServiceError) => error,
  );
}

export { capturedLogger } from './captured-logger';
export { clientOfTestService, startQuietly } from './test-services';
export { itServesServerPlumbing } from './server-plumbing-tests';
export { itLoadsServiceConfig, type ServiceConfigExpectations } from './config-tests';
export {
  createThrowawayDatabase,
  noteSkippedBackends,
  pgliteRuns,
  onSupportingDatabase,
  serviceBackends,
  skippedBackendNotes,
  VM_MODULES_FLAG,
  type Backend,
  type BackendSettings,
  type ThrowawayDatabase,
} from './test-databases';
export { testDatabaseKinds, type TestDatabase, type TestDatabaseKind } from './test-database-kinds';
export { forgetQueueKeys } from './queue-keys';
export { freePort } from './free-port';
export { startPrivateRedis, type PrivateRedis } from './private-redis';
export { underTest, type StartedForTests, type UnderTestOptions } from './under-test';
export { spawnBuiltService, type BuiltServiceProcess } from './built-service-process';
export { openTestIngestQueue, type TestIngestQueue } from './test-ingest-queue';
export { seeded } from './seeded-random';
export { startIngestServiceForTests, type IngestServiceUnderTest } from './test-ingest-service';
