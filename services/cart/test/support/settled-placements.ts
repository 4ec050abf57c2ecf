import { createLogger, rows, type Database } from '@storefront/service-kit';
import { testServiceAuth } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { reconcilePlacements, type Reconciliation } from '../../src/actions/reconcile-placements';
import { connectStockHolds } from '../../src/catalog/stock-holds';
import { testPaymentProvider } from '../../src/payment/test-provider';
import { sellable, type CatalogClient } from './orders';

/** The runs of the job `reconcileNow` makes at most, a second apart. */
const RUNS = 3;

/**
 * What the reconciliation job does after its grace period, run at once on the cart's database:
 * and, as the job tries a placement it could not repair again on its next run, again (at most
 * RUNS times) while any is left. A fresh channel to a catalog just restarted may refuse its first
 * calls (UNAVAILABLE before it connects), which the job meets as one more run.
 */
export async function reconcileNow(db: Database, catalogAddress: string): Promise<Reconciliation> {
  const logger = createLogger({ service: 'cart', level: 'silent' });
  const stock = connectStockHolds({
    address: catalogAddress,
    deadlineMs: 20_000,
    auth: testServiceAuth('cart'),
    logger,
  });
  const total: Reconciliation = { completed: 0, undone: 0, left: 0 };
  try {
    for (let run = 1; run <= RUNS; run++) {
      if (run > 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { completed, undone, left } = await reconcilePlacements(
        { db, stock, payment: testPaymentProvider(db), logger },
        0,
      );
      total.completed += completed;
      total.undone += undone;
      total.left = left;
      if (left === 0) break;
    }
    return total;
  } finally {
    stock.close();
  }
}

/**
 * The books after placements were cut short and then reconciled: every placement settled, no order
 * without a captured payment, no captured (or still authorised) payment without an order, and
 * every unit not sold back on sale. Answers the figures of the run, for the test output.
 */
export async function expectSettledBooks(
  db: Database,
  catalog: CatalogClient,
  itemId: string,
  initialSellable: number,
): Promise<{ sold: unknown; placements: unknown }> {
  const unfinished = await rows<{ state: string }>(
    db,
    sql`select state from order_placements where state not in ('completed', 'failed')`,
  );
  expect(unfinished).toEqual([]);
  const uncaptured = await rows<{ id: string }>(
    db,
    sql`select o.id from orders o join order_placements p on p.id = o.placement_id
        left join test_payment_authorizations a on a.id = p.authorization_id
        where a.status is distinct from 'captured'`,
  );
  expect(uncaptured).toEqual([]);
  const orphanCaptures = await rows<{ id: string }>(
    db,
    sql`select a.id from test_payment_authorizations a
        where a.status = 'captured' and not exists (
          select 1 from order_placements p join orders o on o.placement_id = p.id where p.authorization_id = a.id)`,
  );
  expect(orphanCaptures).toEqual([]);
  const heldAuthorisations = await rows<{ id: string }>(
    db,
    sql`select id from test_payment_authorizations where status = 'authorised'`,
  );
  expect(heldAuthorisations).toEqual([]);
  const [sold] = await rows<{ units: string | null; orders: string }>(
    db,
    sql`select sum((line->>'quantity')::int) as units, count(distinct o.id) as orders
        from orders o, jsonb_array_elements(o.lines) line`,
  );
  // every unit not sold is back on sale: no reservation is left holding any
  expect(await sellable(catalog, itemId)).toBe(initialSellable - Number(sold!.units ?? 0));
  const placements = await rows<{ state: string; count: string }>(
    db,
    sql`select state, count(*) as count from order_placements group by state`,
  );
  return { sold, placements };
}
