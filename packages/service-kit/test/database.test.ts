import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import pino from 'pino';
import { openDatabase, pingDatabase } from '../src/database';
import { runInNode } from './node-process';

const restockSignups = pgTable('restock_signups', {
  id: serial('id').primaryKey(),
  productId: text('product_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
const schema = { restockSignups };
const migrationsFolder = path.join(__dirname, 'fixtures/migrations');
const logger = pino({ level: 'silent' });

async function exercise(db: Awaited<ReturnType<typeof openDatabase<typeof schema>>>['db']) {
  await pingDatabase(db);
  await db.insert(restockSignups).values([{ productId: 'p1' }, { productId: 'p2' }]);
  const rows = await db.select().from(restockSignups).where(eq(restockSignups.productId, 'p2'));
  expect(rows).toEqual([{ id: 2, productId: 'p2', createdAt: expect.any(Date) }]);
}

// PGlite runs in a child Node process: see node-process.ts for why.
describe('openDatabase on PGlite', () => {
  const script = `
    const { eq } = require('drizzle-orm');
    const { pgTable, serial, text, timestamp } = require('drizzle-orm/pg-core');
    const pino = require('pino');
    const { openDatabase, pingDatabase } = require('./database.js');
    const restockSignups = pgTable('restock_signups', {
      id: serial('id').primaryKey(),
      productId: text('product_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    });
    const settings = { migrationsFolder: process.env.MIGRATIONS, logger: pino({ level: 'silent' }), schema: { restockSignups } };
    (async () => {
      const memory = await openDatabase({ ...settings, dataDir: 'memory://' });
      await pingDatabase(memory.db);
      await memory.db.insert(restockSignups).values([{ productId: 'p1' }, { productId: 'p2' }]);
      const inMemory = await memory.db.select().from(restockSignups).where(eq(restockSignups.productId, 'p2'));
      await memory.close();
      const first = await openDatabase({ ...settings, dataDir: process.env.DATA_DIR });
      await first.db.insert(restockSignups).values({ productId: 'kept' });
      await first.close();
      const second = await openDatabase({ ...settings, dataDir: process.env.DATA_DIR });
      const reopened = await second.db.select({ productId: restockSignups.productId }).from(restockSignups);
      await second.close();
      console.log(JSON.stringify({ driver: memory.driver, inMemory, reopened }));
    })().catch((error) => { console.error(error); process.exit(1); });`;

  it('applies the migrations in memory and in dataDir (once), and serves Drizzle queries', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'service-kit-db-'));
    try {
      const result = await runInNode<{ driver: string; inMemory: unknown[]; reopened: unknown[] }>(
        [
          'database.ts',
          'pglite-extensions.ts',
          'pglite-template.ts',
          'raw-rows.ts',
          'resource-metrics.ts',
          'metrics.ts',
          'time-limit.ts',
          'startup-error.ts',
        ],
        script,
        { MIGRATIONS: migrationsFolder, DATA_DIR: path.join(root, 'catalog') },
      );
      expect(result.driver).toBe('pglite');
      expect(result.inMemory).toEqual([{ id: 2, productId: 'p2', createdAt: expect.any(String) }]);
      expect(result.reopened).toEqual([{ productId: 'kept' }]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

const databaseUrl = process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

describeOnPostgres(`openDatabase on PostgreSQL${databaseUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`, () => {
  const name = `service_kit_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: databaseUrl });
  let url: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const parsed = new URL(databaseUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('applies the migrations in its own database and serves the same Drizzle queries', async () => {
    const database = await openDatabase({ url, dataDir: 'unused', migrationsFolder, logger, schema });
    expect(database.driver).toBe('postgres');
    await exercise(database.db);
    await database.close();
  });

  it('lets services that start together migrate one shared database, one after the other', async () => {
    const shared = `${name}_shared`;
    await admin.query(`CREATE DATABASE ${shared}`);
    try {
      const parsed = new URL(url);
      parsed.pathname = `/${shared}`;
      // each service its own tables and migrations table, as catalog, cart and forms have
      const open = (service: string) => {
        const folder = mkdtempSync(path.join(tmpdir(), `migrations-${service}-`));
        cpSync(migrationsFolder, folder, { recursive: true });
        const sqlFile = path.join(folder, '0000_restock_signups.sql');
        writeFileSync(sqlFile, readFileSync(sqlFile, 'utf8').replaceAll('restock_signups', `signups_${service}`));
        const settings = { url: parsed.toString(), dataDir: 'unused', migrationsFolder: folder, logger };
        return openDatabase({ ...settings, migrationsTable: `__migrations_${service}` }).finally(() =>
          rmSync(folder, { recursive: true, force: true }),
        );
      };
      // without turns, two creating drizzle's schema at the same moment fail (a race: not every run)
      const services = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(open));
      for (const service of services) await service.close();
      expect(services.map((service) => service.driver)).toEqual(Array(6).fill('postgres'));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${shared} WITH (FORCE)`);
    }
  });
});
