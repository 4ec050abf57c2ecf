import { status, type ServiceError } from '@grpc/grpc-js';
import { catalogV1 } from '@storefront/proto';
import { createBoundedCache, createClient, stringBytes, type ClientAuth, type Logger } from '@storefront/service-kit';
import { NotFoundError } from '@storefront/service-kit/errors';
import { VARIANT_UNAVAILABLE } from '../domain/messages';
import type { CatalogProduct, StoreRules } from '../domain/product';
import { CatalogUnavailable } from './catalog-unavailable';
import { toCatalogProduct, toStoreRules } from './from-catalog';
import { shareInFlight } from './share-in-flight';

export interface VariantStock {
  unlimited: boolean;
  qtyInStock: number;
}

/** The catalog as the cart reads it: products with their current stock, and the store's rules. */
export interface CatalogReader {
  /** NOT_FOUND (the spec's unavailable-variant message) when the catalog has no such product. */
  product(itemId: string): Promise<CatalogProduct>;
  /**
   * The product as read within the last `productReuseMs`, or undefined: its details are that
   * recent, its stock only as current as that read (see actions/chosen-variant for where that is enough).
   */
  recentProduct(itemId: string): CatalogProduct | undefined;
  /** Stock of every variant of the named products, by variant id. */
  stock(itemIds: string[]): Promise<Map<string, VariantStock>>;
  storeRules(): Promise<StoreRules>;
  close(): void;
}

export interface CatalogReaderSettings {
  address: string;
  deadlineMs: number;
  /** Signs each call; the catalog answers no other. */
  auth: ClientAuth;
  logger: Logger;
  /** How long store settings are reused; they change rarely and every add needs them. */
  settingsTtlMs?: number;
  /** How long a product read stays a recent product (CART_PRODUCT_REUSE_MS). */
  productReuseMs: number;
  /** What the recent products may weigh together (CART_PRODUCT_CACHE_MAX_BYTES). */
  productCacheMaxBytes: number;
}

/** What a product's objects and numbers take besides their strings, roughly. */
const PRODUCT_OVERHEAD_BYTES = 1_000;
const VARIANT_OVERHEAD_BYTES = 300;

/** A product's weight in memory: it grows with its variants, their attributes and its form. */
function productBytes(product: CatalogProduct): number {
  let bytes = PRODUCT_OVERHEAD_BYTES + stringBytes(product.id) + stringBytes(product.title);
  bytes += stringBytes(product.url) + stringBytes(product.imageUrl);
  for (const id of product.subscriptionOptionIds) bytes += stringBytes(id);
  for (const variant of product.variants) {
    bytes += VARIANT_OVERHEAD_BYTES + stringBytes(variant.id) + stringBytes(variant.sku);
    for (const [name, value] of Object.entries(variant.attributes)) bytes += stringBytes(name) + stringBytes(value);
  }
  if (product.form && product.form !== 'unreadable') bytes += stringBytes(JSON.stringify(product.form));
  return bytes;
}

function translate(error: unknown): unknown {
  const code = (error as Partial<ServiceError>).code;
  if (code === status.UNAVAILABLE || code === status.DEADLINE_EXCEEDED) return new CatalogUnavailable();
  return error;
}

export function connectCatalog({
  address,
  deadlineMs,
  auth,
  logger,
  settingsTtlMs = 10_000,
  productReuseMs,
  productCacheMaxBytes,
}: CatalogReaderSettings): CatalogReader {
  const client = createClient(catalogV1.CatalogServiceClient, address, {
    deadlineMs,
    auth,
    logger,
    contract: catalogV1.CatalogServiceDefinition,
  });
  let settings: { value: Promise<StoreRules>; until: number } | undefined;
  /**
   * Reads of one product (or of the stock of one set of products) that overlap share the read in
   * flight: under a rush on one product the catalog answers once per round trip instead of once
   * per visitor, and no answer is older than the round trip it waited for.
   */
  const productsInFlight = new Map<string, Promise<CatalogProduct>>();
  const stockInFlight = new Map<string, Promise<Map<string, VariantStock>>>();
  /** Each product's last read, for `productReuseMs`. */
  const recent = createBoundedCache<CatalogProduct>({
    maxBytes: productCacheMaxBytes,
    sizeOf: productBytes,
    ttlMs: productReuseMs,
  });
  const keepRecent = (product: CatalogProduct) => {
    if (productReuseMs > 0) recent.set(product.id, product);
  };

  const readProduct = async (itemId: string): Promise<CatalogProduct> => {
    try {
      const { item } = await client.call.getItem({ key: { $case: 'id', id: itemId } });
      if (!item) throw new NotFoundError(VARIANT_UNAVAILABLE);
      const product = toCatalogProduct(item);
      keepRecent(product);
      return product;
    } catch (error) {
      // the id came from the visitor: a malformed one names no product either
      const code = (error as Partial<ServiceError>).code;
      if (code === status.NOT_FOUND || code === status.INVALID_ARGUMENT) throw new NotFoundError(VARIANT_UNAVAILABLE);
      throw translate(error);
    }
  };

  const readStock = async (itemIds: string[]): Promise<Map<string, VariantStock>> => {
    const byVariant = new Map<string, VariantStock>();
    try {
      const { items } = await client.call.getStock({ itemIds });
      for (const item of items) {
        for (const variant of item.variants) {
          byVariant.set(variant.variantId, { unlimited: variant.unlimited, qtyInStock: variant.qtyInStock });
        }
      }
      return byVariant;
    } catch (error) {
      throw translate(error);
    }
  };

  return {
    product(itemId) {
      if (itemId === '') return Promise.reject(new NotFoundError(VARIANT_UNAVAILABLE));
      return shareInFlight(productsInFlight, itemId, () => readProduct(itemId));
    },
    recentProduct(itemId) {
      return recent.get(itemId);
    },
    async stock(itemIds) {
      if (itemIds.length === 0) return new Map<string, VariantStock>();
      const ids = [...new Set(itemIds)].sort();
      return shareInFlight(stockInFlight, ids.join('\n'), () => readStock(ids));
    },

    storeRules() {
      const now = Date.now();
      if (!settings || settings.until <= now) {
        const value = client.call.getSettings({}).then(toStoreRules, (error: unknown) => {
          // a failed read must not be reused
          settings = undefined;
          throw translate(error);
        });
        settings = { value, until: now + settingsTtlMs };
      }
      return settings.value;
    },
    close: () => client.close(),
  };
}
