import { createLogger, rows, type Database } from '@storefront/service-kit';
import { testServiceAuth } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { reconcilePlacements, type Reconciliation } from '../../src/actions/reconcile-placements';
import { connectStockHolds } from '../../src/catalog/stock-holds';
import { testPaymentProvider } from '../../src/payment/test-provider';
import { sellable, type CatalogClient } from './orders';

/** What the reconciliation job does after its grace period, run at once on the cart's database. */
export async function reconcileNow(db: Database, catalogAddress: string): Promise<Reconciliation> {
  const logger = createLogger({ service: 'cart', level: 'silent' });
  const stock = connectStockHolds({
    address: catalogAddress,
    deadlineMs: 20_000,
    auth: testServiceAuth('cart'),
    logger,
  });
  try {
    return await reconcilePlacements({ db, stock, payment: testPaymentProvider(db), logger }, 0);
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
