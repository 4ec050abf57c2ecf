import { rows, type Database } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import type { RenewalPrice } from '../domain/renewal-price';
import type { RenewalState } from '../domain/subscription';
import { moveJournalRow } from './journal-moves';

/** One cycle of a subscription, as its row records it. */
export interface Renewal {
  id: string;
  subscriptionId: string;
  cycle: number;
  state: RenewalState;
  authorizationId: string | null;
  orderId: string | null;
  failureMessage: string | null;
  /** Priced when claimed; null on rows from before renewals were priced. */
  price: RenewalPrice | null;
}

interface RenewalRow {
  id: string;
  subscription_id: string;
  cycle: number;
  state: RenewalState;
  authorization_id: string | null;
  order_id: string | null;
  failure_message: string | null;
  price: RenewalPrice | string | null;
}

const toRenewal = (row: RenewalRow): Renewal => ({
  id: row.id,
  subscriptionId: row.subscription_id,
  cycle: Number(row.cycle),
  state: row.state,
  authorizationId: row.authorization_id,
  orderId: row.order_id,
  failureMessage: row.failure_message,
  price: typeof row.price === 'string' ? (JSON.parse(row.price) as RenewalPrice) : row.price,
});

/**
 * The renewal of one cycle, claimed on the (subscription, cycle) key: a second run, another
 * replica or a worker taking over after a crash finds the same row, and so the same keys and the
 * price the first run wrote (a repeat never charges a total priced anew).
 */
export async function claimRenewal(
  db: Database,
  subscriptionId: string,
  cycle: number,
  price: RenewalPrice,
): Promise<Renewal> {
  await db.execute(sql`insert into subscription_renewals (subscription_id, cycle, state, price)
      values (${subscriptionId}, ${cycle}, 'started', ${JSON.stringify(price)}::jsonb) on conflict do nothing`);
  return (await findRenewal(db, subscriptionId, cycle))!;
}

export async function findRenewal(
  db: Database,
  subscriptionId: string,
  cycle: number,
  lock = false,
): Promise<Renewal | null> {
  const condition = sql`subscription_id = ${subscriptionId} and cycle = ${cycle}`;
  const [row] = await rows<RenewalRow>(
    db,
    lock
      ? sql`select * from subscription_renewals where ${condition} for update`
      : sql`select * from subscription_renewals where ${condition}`,
  );
  return row ? toRenewal(row) : null;
}

export async function renewalById(db: Database, id: string): Promise<Renewal | null> {
  const [row] = await rows<RenewalRow>(db, sql`select * from subscription_renewals where id = ${id}`);
  return row ? toRenewal(row) : null;
}

/** Moves a renewal on from `from`; false when it was elsewhere already. */
export async function moveRenewal(
  db: Database,
  id: string,
  from: RenewalState[],
  to: RenewalState,
  fields: { authorizationId?: string; orderId?: string; failureMessage?: string } = {},
): Promise<boolean> {
  return moveJournalRow(db, 'subscription_renewals', id, from, to, {
    authorization_id: fields.authorizationId,
    order_id: fields.orderId,
    failure_message: fields.failureMessage,
  });
}

/**
 * Renewals a crash left between steps whose subscription will not bring them back: ordered ones
 * (stock to commit, payment to capture), and started ones of a subscription no longer due for
 * that cycle (cancelled meanwhile: what they hold is let go).
 */
export async function unfinishedRenewals(db: Database, limit: number): Promise<Renewal[]> {
  const found = await rows<RenewalRow>(
    db,
    sql`select r.* from subscription_renewals r join subscriptions s on s.id = r.subscription_id
        where r.state = 'ordered' or (r.state = 'started' and (s.status <> 'active' or s.cycles_billed >= r.cycle))
        order by r.updated_at limit ${limit}`,
  );
  return found.map(toRenewal);
}
