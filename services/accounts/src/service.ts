import path from 'node:path';
import type { ServiceDefinition } from '@storefront/service-kit';
import { ensureDemoOwner } from './actions/demo-owner';
import { loadAccountsConfig, sessionLifetimesOf, type AccountsConfig } from './config';
import { accountsService } from './grpc/accounts-service';
import { startExpiredCleanup } from './jobs/expired-cleanup';
import { passwordCheck } from './passwords/password-hashing';

/**
 * The accounts service as service-kit starts it, reading the time from `clock` (tests move it to
 * see sessions, links and lockouts expire): demo owner, handlers and the cleanup of expired rows.
 */
export function accountsOnClock(clock: () => Date): ServiceDefinition<AccountsConfig> {
  return {
    name: 'accounts',
    loadConfig: loadAccountsConfig,
    contract: 'storefront/accounts/v1/accounts.proto',
    // the same folder serves src/ and dist/
    migrations: path.join(__dirname, '..', 'migrations'),
    // One DATABASE_URL may serve every service; each keeps its own migration history.
    migrationsTable: '__drizzle_migrations_accounts',
    async wire({ config, logger, db }) {
      const { ACCOUNTS_DEMO_OWNER_EMAIL: demoEmail, ACCOUNTS_DEMO_OWNER_PASSWORD: demoPassword } = config;
      if (demoEmail && demoPassword && (await ensureDemoOwner(db, demoEmail, demoPassword)))
        logger.info('created the demo owner, an admin');
      const { REDIS_URL: redisUrl, ACCOUNTS_QUEUE_PREFIX: prefix } = config;
      if (!redisUrl) logger.warn('REDIS_URL is not set; expired sessions refuse every call but their rows stay');
      const everySeconds = config.ACCOUNTS_CLEANUP_EVERY_SECONDS;
      const cleanup = redisUrl && startExpiredCleanup({ db, now: clock, redisUrl, prefix, everySeconds, logger });
      const lifetimes = sessionLifetimesOf(config);
      const passwords = await passwordCheck();
      return {
        redisUrl,
        services: [accountsService({ db, logger, lifetimes, passwords, now: clock })],
        jobs: cleanup ? [cleanup] : [],
      };
    },
  };
}

export const accounts = accountsOnClock(() => new Date());
