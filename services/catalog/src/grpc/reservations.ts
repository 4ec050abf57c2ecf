import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { commitStock, releaseStock, reserveStock } from '../actions/stock-reservations';
import { reservationIdOf, stockLinesOf } from './from-proto';

export function reservationHandlers(db: Database) {
  return {
    reserveStock: unary<catalogV1.ReserveStockRequest, catalogV1.ReserveStockResponse>(async (request) => ({
      reservationId: await reserveStock(db, reservationIdOf(request.reservationId), stockLinesOf(request.lines)),
    })),

    releaseStock: unary<catalogV1.ReleaseStockRequest, catalogV1.ReleaseStockResponse>(async (request) => {
      await releaseStock(db, reservationIdOf(request.reservationId));
      return {};
    }),

    commitStock: unary<catalogV1.CommitStockRequest, catalogV1.CommitStockResponse>(async (request) => {
      await commitStock(db, reservationIdOf(request.reservationId));
      return {};
    }),
  };
}
