import type { catalogV1 } from '@storefront/proto';

/**
 * Catalog methods a client may retry on UNAVAILABLE (service-kit's `createClient({ idempotent })`).
 * Reads are safe to repeat; the stock primitives are too, because the reservation id is their
 * idempotency key and release and commit accept a repeat of themselves.
 */
export const catalogIdempotentMethods = [
  'listCollections',
  'listCollectionItems',
  'getItem',
  'getStock',
  'getSettings',
  'getMerchandisingContext',
  'getProductImage',
  'reserveStock',
  'releaseStock',
  'commitStock',
] as const satisfies readonly (keyof typeof catalogV1.CatalogServiceService)[];
