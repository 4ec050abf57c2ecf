import { accountsV1 } from '@storefront/proto';
import { startService, type Logger, type RunningService, type ServiceClient } from '@storefront/service-kit';
import {
  type Backend,
  clientOfTestService,
  serviceBackends,
  startQuietly,
  TEST_SERVICE_AUTH_SECRET,
} from '@storefront/service-kit/testing';
import { loadAccountsConfig } from '../../src/config';
import { accountsOnClock } from '../../src/service';

export const backends: Backend[] = serviceBackends({
  prefix: 'accounts_test',
  urlVariable: 'ACCOUNTS_DATABASE_URL',
  pgliteEnv: { DATA_DIR: 'memory://' },
});

export type AccountsClient = ServiceClient<typeof accountsV1.AccountsServiceService>;

/** The time the service under test reads; tests move it forward to see things expire. */
export class TestClock {
  private current = new Date('2030-01-01T09:00:00Z');
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;

export interface AccountsUnderTest {
  accounts: RunningService;
  client: AccountsClient;
  clock: TestClock;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the service logs; nothing is logged without it. */
  logger?: Logger;
}

/** The accounts service on a fresh database of the backend, in this process, without Redis unless given. */
export async function startAccountsService(backend: Backend, options: StartOptions = {}): Promise<AccountsUnderTest> {
  const database = await backend.prepare();
  const clock = new TestClock();
  const definition = accountsOnClock(clock.now);
  const config = loadAccountsConfig({
    GRPC_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...database.env,
    ...options.env,
  });
  const accounts = options.logger
    ? await startService(definition, config, options.logger)
    : await startQuietly(definition, config);
  const client = clientOfTestService(accountsV1.AccountsServiceClient, accountsV1.AccountsServiceDefinition, accounts);
  return {
    accounts,
    client,
    clock,
    async stop() {
      client.close();
      await accounts.stop();
      await database.dispose();
    },
  };
}
