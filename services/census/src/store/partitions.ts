import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';

/** The raw tables, each partitioned by UTC day of received_at. */
export const RAW_TABLES = ['census_hits', 'census_events'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A partition's name: its table and its UTC day, census_hits_20261126. */
const partitionName = (table: string, day: string) => `${table}_${day.replaceAll('-', '')}`;

/** The UTC day (YYYY-MM-DD) of an ISO instant. */
export const utcDay = (instant: string) => instant.slice(0, 10);

/**
 * Partitions whose days this process made or found: a job's days are nearly always made
 * already, and asking costs a round trip per job.
 */
const known = new WeakMap<Database, Set<string>>();

/**
 * Makes the day partitions of both raw tables for `days` that do not exist yet. Under a
 * transaction-wide advisory lock, so two workers making the same day do not collide; DDL is
 * transactional, so a partition is there whole or not at all.
 */
export async function ensurePartitions(db: Database, days: Iterable<string>): Promise<void> {
  let made = known.get(db);
  if (!made) known.set(db, (made = new Set()));
  const missing = [...new Set(days)].filter((day) => !made.has(day));
  if (missing.length === 0) return;
  for (const day of missing) if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('census_partitions'))`);
    for (const day of missing) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      for (const table of RAW_TABLES)
        // identifiers and bounds come from the checked day above, never from a caller
        await tx.execute(
          sql.raw(
            `create table if not exists ${partitionName(table, day)} partition of ${table} ` +
              `for values from ('${day} 00:00:00+00') to ('${next} 00:00:00+00')`,
          ),
        );
    }
  });
  for (const day of missing) made.add(day);
}

/** Drops the day partitions of both raw tables for days before `firstKeptDay`; says which days went. */
export async function dropPartitionsBefore(db: Database, firstKeptDay: string): Promise<string[]> {
  const partitions = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
        where p.relname in ('census_hits', 'census_events')`,
  );
  const cutoff = firstKeptDay.replaceAll('-', '');
  const old = partitions.map(({ name }) => name).filter((name) => /_\d{8}$/.test(name) && name.slice(-8) < cutoff);
  for (const name of old) await db.execute(sql.raw(`drop table if exists ${name}`));
  known.delete(db);
  return [...new Set(old.map((name) => name.slice(-8)))].sort();
}
