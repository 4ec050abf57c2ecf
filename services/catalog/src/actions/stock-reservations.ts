import type { Database } from '@storefront/service-kit';
import { NotFoundError } from '@storefront/service-kit/errors';
import { InsufficientStock, ReservationStateConflict } from '../domain/stock-refusals';
import type { ReservationLine } from '../domain/stock';
import { commit, release, reserve } from '../store/reservations';
import { stockForItems } from '../store/stock';

/** A reservation line keeps its item id so a shortfall or unknown variant can be reported by item. */
export interface ItemReservationLine extends ReservationLine {
  itemId: string;
}

/**
 * The store reserves by variant; the contract names lines by item and variant. Checking that each
 * variant belongs to its item keeps a cart from reserving stock of a product it never showed.
 */
async function assertLinesExist(db: Database, lines: ItemReservationLine[]): Promise<void> {
  const stock = await stockForItems(db, [...new Set(lines.map((line) => line.itemId))]);
  const variantsOf = new Map(stock.map((item) => [item.itemId, new Set(item.variants.map((v) => v.variantId))]));
  for (const line of lines) {
    const variants = variantsOf.get(line.itemId);
    if (!variants) throw new NotFoundError(`Product ${line.itemId} does not exist.`);
    if (!variants.has(line.variantId)) {
      throw new NotFoundError(`Product ${line.itemId} has no variant ${line.variantId}.`);
    }
  }
}

/**
 * Holds stock for every line at once, or for none; a retry with the same id finds its reservation.
 * Each line's variant is taken only from its item, so the lines need no read of their own first:
 * only a refused reservation asks whether a line named a variant its item does not have.
 */
export async function reserveStock(db: Database, reservationId: string, lines: ItemReservationLine[]): Promise<string> {
  const productOf = new Map<string, string>();
  for (const line of lines) {
    // the same variant named by two items: one of them is wrong, and only the read can say which
    if (productOf.has(line.variantId) && productOf.get(line.variantId) !== line.itemId)
      await assertLinesExist(db, lines);
    productOf.set(line.variantId, line.itemId);
  }
  try {
    const reservation = await reserve(db, reservationId, lines, productOf);
    // A retry finds the reservation it made; one that was settled since cannot hold stock again.
    if (reservation.status !== 'reserved') {
      throw new ReservationStateConflict(`Reservation ${reservationId} is already ${reservation.status}.`);
    }
    return reservation.id;
  } catch (error) {
    if (!(error instanceof InsufficientStock) && !(error instanceof NotFoundError)) throw error;
    // an unknown product or variant is told before any shortage, as it was when lines were read first
    await assertLinesExist(db, lines);
    // the store knows variants only; the caller named the line by item too
    if (error instanceof InsufficientStock && error.itemId === undefined) {
      const itemId = lines.find((line) => line.variantId === error.variantId)?.itemId;
      throw new InsufficientStock(error.variantId, error.requested, error.available, itemId);
    }
    throw error;
  }
}

/** Gives the held stock back. */
export async function releaseStock(db: Database, reservationId: string): Promise<void> {
  try {
    await release(db, reservationId);
  } catch (error) {
    // Releasing a reservation that was never made holds nothing back, so it succeeds (the contract's rule).
    if (!(error instanceof NotFoundError)) throw error;
  }
}

/** The held stock is sold. */
export async function commitStock(db: Database, reservationId: string): Promise<void> {
  await commit(db, reservationId);
}
