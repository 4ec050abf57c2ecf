import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';

/**
 * The rollup's marks: quarters that received rows (census_dirty_quarters, marked by the ingest) and
 * UTC days whose quarters were rolled up (census_dirty_days, marked by the quarters' rollup). Each
 * mark is taken in the transaction that does its work, so work cut off leaves its mark for the next run.
 */
const MARKS = {
  quarter: {
    table: 'census_dirty_quarters',
    column: 'quarter',
    text: `to_char(quarter at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:00"Z"')`,
  },
  day: { table: 'census_dirty_days', column: 'day', text: `to_char(day, 'YYYY-MM-DD')` },
} as const;

export type MarkKind = keyof typeof MARKS;

/** Takes the oldest mark no other transaction holds; its text (an ISO instant or day), or undefined. */
async function takeMark(tx: Database, kind: MarkKind): Promise<string | undefined> {
  const { table, column, text } = MARKS[kind];
  const [taken] = await rows<{ mark: string }>(
    tx,
    sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = (
          select ${sql.identifier(column)} from ${sql.identifier(table)}
          order by ${sql.identifier(column)} limit 1 for update skip locked)
        returning ${sql.raw(text)} as mark`,
  );
  return taken?.mark;
}

/**
 * Does `work` for at most `limit` marks of `kind`, oldest first, each in a transaction of its own
 * with taking its mark. Says how many were done.
 */
export async function workOffMarks(
  db: Database,
  kind: MarkKind,
  limit: number,
  work: (tx: Database, mark: string) => Promise<void>,
): Promise<number> {
  let done = 0;
  while (done < limit) {
    const worked = await db.transaction(async (tx) => {
      const mark = await takeMark(tx, kind);
      if (mark === undefined) return false;
      await work(tx, mark);
      return true;
    });
    if (!worked) break;
    done++;
  }
  return done;
}

/**
 * Marks the UTC day of `quarter`. `do update` rather than `do nothing`: it locks a mark already
 * there until this transaction commits, so a day rollup running meanwhile skips it instead of
 * taking it and recomputing the day without this quarter's rows; a mark a day rollup holds makes
 * this wait, then mark the day anew. Last in the quarter's transaction, so the lock is held briefly.
 */
export async function markDayOf(tx: Database, quarter: string): Promise<void> {
  await tx.execute(sql`
    insert into census_dirty_days (day) values ((${quarter}::timestamptz at time zone 'UTC')::date)
    on conflict (day) do update set day = excluded.day`);
}
