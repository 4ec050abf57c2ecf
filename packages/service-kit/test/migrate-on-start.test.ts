import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { commonConfig } from '../src/common-config';
import { loadConfig } from '../src/config';
import { rows } from '../src/raw-rows';
import { migrate } from '../src/migrate-command';
import { startFailureLine } from '../src/run-service';
import { openServiceDatabase } from '../src/service-database';
import type { ServiceConfig, ServiceDefinition } from '../src/start-service';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../src/test-databases';
import { TEST_SERVICE_AUTH_SECRET } from '../src/testing';

const databaseUrl = process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;
const logger = pino({ level: 'silent' });

// named again, as every service does, so the shape's type is known (the common one builds the name at run time)
const shopConfig = z.object({ ...commonConfig('shop', { grpcPort: 0 }), SHOP_DATABASE_URL: z.url().optional() });

/** A service as main.ts hands it to the kit, with the fixture migration (table restock_signups). */
const shop: ServiceDefinition<ServiceConfig & z.infer<typeof shopConfig>> = {
  name: 'shop',
  loadConfig: (env = process.env) => loadConfig(shopConfig, env),
  contract: 'unused.proto',
  migrations: path.join(__dirname, 'fixtures/migrations'),
  migrationsTable: '__drizzle_migrations_shop',
  wire: async () => ({ services: [] }),
};

describeOnPostgres(`migrations apart from start${databaseUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`, () => {
  let database: ThrowawayDatabase;
  const env = (more: NodeJS.ProcessEnv = {}) => ({
    SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
    SHOP_DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ...more,
  });
  /** What the server and the notifications worker do first at start: open the database as configured. */
  const start = (more: NodeJS.ProcessEnv) => openServiceDatabase(shop, shop.loadConfig(env(more)), logger);

  beforeEach(async () => {
    database = await createThrowawayDatabase(databaseUrl as string, 'migrate_test');
  });
  afterEach(() => database.drop());

  it('migrates at start by default, as npm start and the tests rely on', async () => {
    expect(shop.loadConfig(env()).MIGRATE_ON_START).toBe(true);
    const opened = await start({});
    await expect(rows(opened.db, sql`select count(*)::int as n from restock_signups`)).resolves.toEqual([{ n: 0 }]);
    await opened.close();
  });

  it('refuses to start on an unmigrated database with MIGRATE_ON_START=false, naming the migrate command', async () => {
    const failure = await start({ MIGRATE_ON_START: 'false' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(startFailureLine('shop', failure)).toBe(
      'shop: the database lacks the latest migration and MIGRATE_ON_START=false: run the migrate command (node <service>/dist/main.js migrate) first',
    );
  });

  it('starts without migrating once the migrate command has applied every migration', async () => {
    await migrate(shop, env({ MIGRATE_ON_START: 'false' }));
    const opened = await start({ MIGRATE_ON_START: 'false' });
    await opened.db.execute(sql`insert into restock_signups (product_id) values ('p1')`);
    await expect(rows(opened.db, sql`select product_id from restock_signups`)).resolves.toEqual([{ product_id: 'p1' }]);
    await opened.close();
  });
});
