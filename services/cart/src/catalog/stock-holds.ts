import { status, type ServiceError } from '@grpc/grpc-js';
import { catalogV1 } from '@storefront/proto';
import { createClient, type ClientAuth, type Logger } from '@storefront/service-kit';
import { FailedPreconditionError } from '@storefront/service-kit/errors';
import { NOT_ENOUGH_STOCK, VARIANT_UNAVAILABLE } from '../domain/messages';
import { CatalogUnavailable } from './catalog-unavailable';

export interface StockLine {
  itemId: string;
  variantId: string;
  quantity: number;
}

/**
 * The catalog's stock reservations as a checkout uses them (catalog.proto ReserveStock,
 * ReleaseStock, CommitStock): all or nothing, each idempotent by the reservation id.
 */
export interface StockHolds {
  /** FAILED_PRECONDITION with the spec's out-of-stock message when any line cannot be held. */
  reserve(reservationId: string, lines: StockLine[]): Promise<void>;
  release(reservationId: string): Promise<void>;
  commit(reservationId: string): Promise<void>;
  close(): void;
}

export interface StockHoldSettings {
  address: string;
  deadlineMs: number;
  auth: ClientAuth;
  logger: Logger;
}

const codeOf = (error: unknown) => (error as Partial<ServiceError>).code;

function translate(error: unknown): unknown {
  const code = codeOf(error);
  if (code === status.UNAVAILABLE || code === status.DEADLINE_EXCEEDED) return new CatalogUnavailable();
  return error;
}

export function connectStockHolds({ address, deadlineMs, auth, logger }: StockHoldSettings): StockHolds {
  const client = createClient(catalogV1.CatalogServiceClient, address, {
    deadlineMs,
    auth,
    logger,
    contract: catalogV1.CatalogServiceDefinition,
  });
  return {
    async reserve(reservationId, lines) {
      try {
        await client.call.reserveStock({ reservationId, lines });
      } catch (error) {
        // the catalog's message names the item for the owner's logs; the shopper reads the spec's
        if (codeOf(error) === status.FAILED_PRECONDITION) throw new FailedPreconditionError(NOT_ENOUGH_STOCK);
        if (codeOf(error) === status.NOT_FOUND) throw new FailedPreconditionError(VARIANT_UNAVAILABLE);
        throw translate(error);
      }
    },
    async release(reservationId) {
      await client.call.releaseStock({ reservationId }).catch((error: unknown) => {
        throw translate(error);
      });
    },
    async commit(reservationId) {
      await client.call.commitStock({ reservationId }).catch((error: unknown) => {
        throw translate(error);
      });
    },
    close: () => client.close(),
  };
}
