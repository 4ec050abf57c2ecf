import type { Database, Logger } from '@storefront/service-kit';
import type { SessionLifetimes } from '../domain/session-lifetime';
import type { PasswordCheck } from '../passwords/password-hashing';

/** What every use case needs; built once by service.ts. */
export interface AccountsContext {
  db: Database;
  logger: Logger;
  lifetimes: SessionLifetimes;
  passwords: PasswordCheck;
  now(): Date;
}
