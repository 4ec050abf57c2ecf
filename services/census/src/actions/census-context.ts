import type { Database, Logger } from '@storefront/service-kit';

/** What every use case needs; built once by service.ts. */
export interface CensusContext {
  db: Database;
  logger: Logger;
}
