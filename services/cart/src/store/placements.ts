import { rows, type Database } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import type { PlacementState } from '../domain/placement';
import { moveJournalRow } from './journal-moves';

/** One checkout attempt as its journal row records it. */
export interface Placement {
  id: string;
  attemptKey: string;
  requestHash: string;
  cartId: string;
  cartVersion: number;
  state: PlacementState;
  cardCents: number;
  currency: string;
  authorizationId: string | null;
  /** The card the provider keeps for a subscription's renewals, once authorised. */
  paymentMethodToken: string | null;
  orderId: string | null;
  failureStatus: string | null;
  failureMessage: string | null;
}

export interface PlacementRow {
  id: string;
  attempt_key: string;
  request_hash: string;
  cart_id: string;
  cart_version: number;
  state: PlacementState;
  card_cents: string | number;
  currency: string;
  authorization_id: string | null;
  payment_method_token: string | null;
  order_id: string | null;
  failure_status: string | null;
  failure_message: string | null;
}

export const PLACEMENT_COLUMNS = sql`id, attempt_key, request_hash, cart_id, cart_version, state, card_cents, currency,
  authorization_id, payment_method_token, order_id, failure_status, failure_message`;

export const toPlacement = (row: PlacementRow): Placement => ({
  id: row.id,
  attemptKey: row.attempt_key,
  requestHash: row.request_hash,
  cartId: row.cart_id,
  cartVersion: Number(row.cart_version),
  state: row.state,
  cardCents: Number(row.card_cents),
  currency: row.currency,
  authorizationId: row.authorization_id,
  paymentMethodToken: row.payment_method_token,
  orderId: row.order_id,
  failureStatus: row.failure_status,
  failureMessage: row.failure_message,
});

export type NewPlacement = Pick<
  Placement,
  'attemptKey' | 'requestHash' | 'cartId' | 'cartVersion' | 'cardCents' | 'currency'
>;

/**
 * The journal row of a new attempt, written before anything is held or charged; when a copy of the
 * same attempt wrote it first (a double click), that one is answered instead.
 */
export async function startPlacement(db: Database, placement: NewPlacement): Promise<Placement> {
  const [inserted] = await rows<PlacementRow>(
    db,
    sql`insert into order_placements (attempt_key, request_hash, cart_id, cart_version, state, card_cents, currency)
        values (${placement.attemptKey}, ${placement.requestHash}, ${placement.cartId}, ${placement.cartVersion},
          'started', ${placement.cardCents}, ${placement.currency})
        on conflict (attempt_key) do nothing
        returning ${PLACEMENT_COLUMNS}`,
  );
  return inserted ? toPlacement(inserted) : (await findPlacement(db, placement.attemptKey))!;
}

export async function findPlacement(db: Database, attemptKey: string): Promise<Placement | null> {
  const [row] = await rows<PlacementRow>(
    db,
    sql`select ${PLACEMENT_COLUMNS} from order_placements where attempt_key = ${attemptKey}`,
  );
  return row ? toPlacement(row) : null;
}

export async function placementById(db: Database, id: string, lock = false): Promise<Placement | null> {
  const [row] = await rows<PlacementRow>(
    db,
    lock
      ? sql`select ${PLACEMENT_COLUMNS} from order_placements where id = ${id} for update`
      : sql`select ${PLACEMENT_COLUMNS} from order_placements where id = ${id}`,
  );
  return row ? toPlacement(row) : null;
}

/** Moves a placement on from one of `from`; false when it was elsewhere already (another copy, the reconciliation). */
export async function moveTo(
  db: Database,
  id: string,
  from: PlacementState[],
  to: PlacementState,
  fields: {
    authorizationId?: string;
    paymentMethodToken?: string;
    orderId?: string;
    failureStatus?: string;
    failureMessage?: string;
  } = {},
): Promise<boolean> {
  return moveJournalRow(db, 'order_placements', id, from, to, {
    authorization_id: fields.authorizationId,
    payment_method_token: fields.paymentMethodToken,
    order_id: fields.orderId,
    failure_status: fields.failureStatus,
    failure_message: fields.failureMessage,
  });
}

/** Placements that have not moved for `olderThanSeconds` and are neither completed nor failed. */
export async function stalledPlacements(db: Database, olderThanSeconds: number, limit = 100): Promise<Placement[]> {
  const found = await rows<PlacementRow>(
    db,
    sql`select ${PLACEMENT_COLUMNS} from order_placements
        where state not in ('completed', 'failed') and updated_at < now() - make_interval(secs => ${olderThanSeconds})
        order by updated_at limit ${limit}`,
  );
  return found.map(toPlacement);
}
