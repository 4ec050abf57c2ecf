import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';

/** Environment flags arrive as text; only these spellings count, so a typo fails start-up. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The catalog's whole environment: the variables every service reads plus its own. */
export const catalogConfigSchema = z.object({
  ...commonConfig('catalog', { grpcPort: 50051 }),
  /** Named again so its type is known: the common shape builds the name at run time. Wins over DATABASE_URL. */
  CATALOG_DATABASE_URL: z.url().optional(),
  /**
   * Write the demo store when the database has no products yet. Off unless asked for (npm start
   * asks), so a deployment starts with an empty store.
   */
  SEED_ON_START: flag.default(false),
});

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  return loadConfig(catalogConfigSchema, env);
}
