import { status, type ServiceError } from '@grpc/grpc-js';
import { catalogV1 } from '@storefront/proto';
import { createClient, stringBytes, type ClientAuth, type Logger } from '@storefront/service-kit';
import { NotFoundError, UnavailableError } from '@storefront/service-kit/errors';
import { notificationsMessages } from '../domain/messages';
import { reuseReads } from './reuse-reads';

/** The catalog as the notifications service reads it: products, their merchandising, the store's settings. */
export interface CatalogReader {
  /** NOT_FOUND ('This product is no longer available.') when the catalog has no such product. */
  product(productId: string): Promise<catalogV1.Product>;
  /** undefined when the catalog has no merchandising context for the product. */
  merchandising(productId: string): Promise<catalogV1.MerchandisingContext | undefined>;
  settings(): Promise<catalogV1.GetSettingsResponse>;
  close(): void;
}

export interface CatalogReaderSettings {
  address: string;
  deadlineMs: number;
  auth: ClientAuth;
  logger: Logger;
  /** How long a read is reused (CATALOG_CACHE_TTL_MS). */
  ttlMs: number;
}

/** Room for a few thousand products' worth of reads; a product weighs a few kilobytes. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** A product's weight in memory: it grows with its text, variants and images. */
function productBytes(product: catalogV1.Product): number {
  let bytes = 2_000 + stringBytes(product.title) + stringBytes(product.description) + stringBytes(product.slug);
  bytes += stringBytes(product.additionalFieldsFormJson);
  for (const variant of product.variants) {
    bytes += 400 + stringBytes(variant.id) + stringBytes(variant.sku);
    for (const option of variant.optionValues) bytes += stringBytes(option.optionName) + stringBytes(option.value);
  }
  for (const image of product.images) bytes += 200 + stringBytes(image.assetUrl) + stringBytes(image.altText);
  return bytes;
}

function unavailableOr(error: unknown): unknown {
  const code = (error as Partial<ServiceError>).code;
  if (code === status.UNAVAILABLE || code === status.DEADLINE_EXCEEDED)
    return new UnavailableError(notificationsMessages.catalogUnavailable);
  return error;
}

/** A missing merchandising context, boxed so the cache can keep it. */
interface MerchandisingRead {
  context: catalogV1.MerchandisingContext | undefined;
}

export function connectCatalog({ address, deadlineMs, auth, logger, ttlMs }: CatalogReaderSettings): CatalogReader {
  const client = createClient(catalogV1.CatalogServiceClient, address, {
    deadlineMs,
    auth,
    logger,
    contract: catalogV1.CatalogServiceDefinition,
  });
  const products = reuseReads<catalogV1.Product>({ ttlMs, maxBytes: CACHE_MAX_BYTES, sizeOf: productBytes });
  const merchandising = reuseReads<MerchandisingRead>({ ttlMs, maxBytes: CACHE_MAX_BYTES / 4, sizeOf: () => 1_000 });
  const settings = reuseReads<catalogV1.GetSettingsResponse>({ ttlMs, maxBytes: 64 * 1024, sizeOf: () => 2_000 });

  return {
    product: (productId) =>
      products.get(productId, async () => {
        try {
          const { item } = await client.call.getItem({ key: { $case: 'id', id: productId } });
          if (!item) throw new NotFoundError(notificationsMessages.productUnavailable);
          return item;
        } catch (error) {
          // the id came from a visitor: one the catalog calls malformed names no product either
          const code = (error as Partial<ServiceError>).code;
          if (code === status.NOT_FOUND || code === status.INVALID_ARGUMENT)
            throw new NotFoundError(notificationsMessages.productUnavailable);
          throw unavailableOr(error);
        }
      }),
    merchandising: async (productId) => {
      const read = await merchandising.get(productId, async () => {
        try {
          const { contexts } = await client.call.getMerchandisingContext({ productIds: [productId] });
          return { context: contexts.find((context) => context.productId === productId) };
        } catch (error) {
          throw unavailableOr(error);
        }
      });
      return read.context;
    },
    settings: () =>
      settings.get('settings', async () => {
        try {
          return await client.call.getSettings({});
        } catch (error) {
          throw unavailableOr(error);
        }
      }),
    close: () => client.close(),
  };
}
