import type { catalogV1 } from '@storefront/proto';
import { InsufficientStock, NotFound, ReservationStateConflict } from '../domain/errors';
import type { CatalogDatabase } from '../store/database';
import { commit, release, reserve } from '../store/reservations';
import { stockForItems } from '../store/stock';
import { catalogUnary } from './errors';
import type { ItemReservationLine } from './from-proto';
import { reservationIdOf, stockLinesOf } from './from-proto';

/**
 * The store reserves by variant; the contract names lines by item and variant. Checking that each
 * variant belongs to its item keeps a cart from reserving stock of a product it never showed.
 */
async function assertLinesExist(db: CatalogDatabase, lines: ItemReservationLine[]): Promise<void> {
  const stock = await stockForItems(db, [...new Set(lines.map((line) => line.itemId))]);
  const variantsOf = new Map(stock.map((item) => [item.itemId, new Set(item.variants.map((v) => v.variantId))]));
  for (const line of lines) {
    const variants = variantsOf.get(line.itemId);
    if (!variants) throw new NotFound(`Product ${line.itemId} does not exist.`);
    if (!variants.has(line.variantId)) {
      throw new NotFound(`Product ${line.itemId} has no variant ${line.variantId}.`);
    }
  }
}

export function reservationHandlers(db: CatalogDatabase) {
  return {
    reserveStock: catalogUnary<catalogV1.ReserveStockRequest, catalogV1.ReserveStockResponse>(async (request) => {
      const reservationId = reservationIdOf(request.reservationId);
      const lines = stockLinesOf(request.lines);
      await assertLinesExist(db, lines);
      try {
        const reservation = await reserve(db, reservationId, lines);
        // A retry finds the reservation it made; one that was settled since cannot hold stock again.
        if (reservation.status !== 'reserved') {
          throw new ReservationStateConflict(`Reservation ${reservationId} is already ${reservation.status}.`);
        }
        return { reservationId: reservation.id };
      } catch (error) {
        if (error instanceof InsufficientStock && error.itemId === undefined) {
          const itemId = lines.find((line) => line.variantId === error.variantId)?.itemId;
          throw new InsufficientStock(error.variantId, error.requested, error.available, itemId);
        }
        throw error;
      }
    }),

    releaseStock: catalogUnary<catalogV1.ReleaseStockRequest, catalogV1.ReleaseStockResponse>(async (request) => {
      try {
        await release(db, reservationIdOf(request.reservationId));
      } catch (error) {
        // Releasing a reservation that was never made holds nothing back, so it succeeds (the contract's rule).
        if (!(error instanceof NotFound)) throw error;
      }
      return {};
    }),

    commitStock: catalogUnary<catalogV1.CommitStockRequest, catalogV1.CommitStockResponse>(async (request) => {
      await commit(db, reservationIdOf(request.reservationId));
      return {};
    }),
  };
}
