import { createClient, type ClientConstructor, type ServiceClient } from './grpc-client';
import type { ServiceContract } from './retry-policy';
import { createLogger } from './logger';
import { startService, type RunningService, type ServiceConfig, type ServiceDefinition } from './start-service';
import { testServiceAuth } from './testing';

/** A service as its tests start it: the real start-up, with nothing logged. */
export function startQuietly<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  config: C,
): Promise<RunningService> {
  return startService(definition, config, createLogger({ service: 'test', level: 'silent' }));
}

/** A client of a service started for a test, signing its calls as the gateway does. */
export function clientOfTestService<D extends object>(
  ClientCtor: ClientConstructor<D>,
  contract: ServiceContract,
  running: RunningService,
  deadlineMs = 30_000,
): ServiceClient<D> {
  return createClient(ClientCtor, `127.0.0.1:${running.grpc.port}`, {
    deadlineMs,
    contract,
    auth: testServiceAuth('gateway'),
  });
}
