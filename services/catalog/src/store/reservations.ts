import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { InvalidArgumentError, NotFoundError } from '@storefront/service-kit/errors';
import type { ReservationLine, ReservationStatus } from '../domain/stock';
import { normalizeReservationLines, sameLines, validateReservationId } from '../domain/stock';
import type { HeldLine } from './schema';
import { stockReservations, variants } from './schema';
import { InsufficientStock, ReservationStateConflict } from '../domain/stock-refusals';

/**
 * Stock reservations, the primitives the cart uses at checkout: reserve takes stock, release gives
 * it back, commit makes the taking final. Each is one transaction and idempotent by reservation id,
 * so a caller may retry after a timeout without taking stock twice.
 */
export interface Reservation {
  id: string;
  status: ReservationStatus;
  lines: ReservationLine[];
}

function toReservation(row: typeof stockReservations.$inferSelect): Reservation {
  return {
    id: row.id,
    status: row.status,
    lines: row.lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
  };
}

/**
 * Takes stock for every line or for none. Each line is one conditional UPDATE
 * (qty_in_stock >= wanted, or unlimited): the row lock it takes makes concurrent reservations of
 * the same variant queue up and re-check the condition, so stock is never oversold. A repeated
 * call with the same id and lines returns the existing reservation unchanged. With `productOf`
 * (variant id -> product id) a variant of another product is not taken, as one out of stock is not.
 */
export async function reserve(
  db: Database,
  reservationId: string,
  lines: readonly ReservationLine[],
  productOf?: ReadonlyMap<string, string>,
): Promise<Reservation> {
  const id = validateReservationId(reservationId);
  const wanted = normalizeReservationLines(lines);
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(stockReservations)
      .values({ id, status: 'reserved', lines: [] })
      .onConflictDoNothing()
      .returning({ id: stockReservations.id });
    if (created.length === 0) {
      const existing = toReservation((await findReservation(tx, id))!);
      if (!sameLines(existing.lines, wanted)) {
        throw new InvalidArgumentError(`Reservation ${id} already exists with other lines.`);
      }
      return existing;
    }
    const held: HeldLine[] = [];
    for (const line of wanted) {
      const [taken] = await tx
        .update(variants)
        .set({
          qtyInStock: sql`case when ${variants.unlimited} then ${variants.qtyInStock} else ${variants.qtyInStock} - ${line.quantity} end`,
        })
        .where(
          and(
            eq(variants.id, line.variantId),
            // `productOf`: the variant is taken only from the product the caller named it by
            productOf ? eq(variants.productId, productOf.get(line.variantId)!) : undefined,
            or(eq(variants.unlimited, true), gte(variants.qtyInStock, line.quantity)),
          ),
        )
        .returning({ unlimited: variants.unlimited });
      if (!taken) {
        const [current] = await tx
          .select({ qtyInStock: variants.qtyInStock })
          .from(variants)
          .where(eq(variants.id, line.variantId));
        if (!current) throw new NotFoundError(`Variant ${line.variantId} does not exist.`);
        throw new InsufficientStock(line.variantId, line.quantity, current.qtyInStock);
      }
      held.push({ ...line, fromStock: taken.unlimited ? 0 : line.quantity });
    }
    await tx.update(stockReservations).set({ lines: held }).where(eq(stockReservations.id, id));
    return { id, status: 'reserved', lines: wanted };
  });
}

/** Gives a reservation's stock back. Releasing twice is harmless; a committed reservation cannot be released. */
export async function release(db: Database, reservationId: string): Promise<Reservation> {
  const id = validateReservationId(reservationId);
  return db.transaction(async (tx) => {
    const [released] = await transition(tx, id, 'released');
    if (!released) return settled(await findReservation(tx, id), id, 'released');
    for (const line of released.lines) {
      if (line.fromStock === 0) continue;
      await tx
        .update(variants)
        .set({ qtyInStock: sql`${variants.qtyInStock} + ${line.fromStock}` })
        .where(eq(variants.id, line.variantId));
    }
    return toReservation(released);
  });
}

/**
 * Makes a reservation final (the order was placed). Committing twice is harmless; a released one
 * cannot be committed. One statement, atomic by itself: no transaction is opened around it.
 */
export async function commit(db: Database, reservationId: string): Promise<Reservation> {
  const id = validateReservationId(reservationId);
  const [committed] = await transition(db, id, 'committed');
  return committed ? toReservation(committed) : settled(await findReservation(db, id), id, 'committed');
}

export async function getReservation(db: Database, reservationId: string): Promise<Reservation> {
  const row = await findReservation(db, validateReservationId(reservationId));
  if (!row) throw new NotFoundError(`Reservation ${reservationId} does not exist.`);
  return toReservation(row);
}

/** Moves a held reservation to its final state; the status condition makes the move happen once. */
function transition(db: Database, id: string, status: 'released' | 'committed') {
  return db
    .update(stockReservations)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(stockReservations.id, id), eq(stockReservations.status, 'reserved')))
    .returning();
}

/** The answer when a reservation was no longer held: a repeat of the same move, or a conflict. */
function settled(
  row: typeof stockReservations.$inferSelect | undefined,
  id: string,
  wanted: 'released' | 'committed',
): Reservation {
  if (!row) throw new NotFoundError(`Reservation ${id} does not exist.`);
  if (row.status !== wanted) {
    throw new ReservationStateConflict(`Reservation ${id} is already ${row.status} and cannot be ${wanted}.`);
  }
  return toReservation(row);
}

async function findReservation(db: Database, id: string) {
  const [row] = await db.select().from(stockReservations).where(eq(stockReservations.id, id));
  return row;
}
