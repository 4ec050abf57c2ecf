import { rows, type Database } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';

/**
 * Moves a journal row (an order placement, a subscription renewal) on to `to` if it is still in one
 * of `from`, filling in the given columns and keeping those given as undefined; false when it was
 * elsewhere already (another copy of the step, the reconciliation). `order_id` is a uuid column.
 */
export async function moveJournalRow(
  db: Database,
  table: 'order_placements' | 'subscription_renewals',
  id: string,
  from: readonly string[],
  to: string,
  columns: Record<string, string | undefined>,
): Promise<boolean> {
  const filled = Object.entries(columns).map(([column, value]) => {
    const given = column === 'order_id' ? sql`${value ?? null}::uuid` : sql`${value ?? null}`;
    return sql`, ${sql.identifier(column)} = coalesce(${given}, ${sql.identifier(column)})`;
  });
  const moved = await rows<{ id: string }>(
    db,
    sql`update ${sql.identifier(table)} set state = ${to}, updated_at = now()${sql.join(filled, sql``)}
        where id = ${id} and state in (${sql.join(
          from.map((state) => sql`${state}`),
          sql`, `,
        )})
        returning id`,
  );
  return moved.length > 0;
}
