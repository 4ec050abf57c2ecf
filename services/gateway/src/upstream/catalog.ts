import { catalogV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { ReadCache } from './read-cache';
import { upstreamClient, whileAway, type UpstreamSettings } from './upstream-client';

export type CatalogServiceClient = ServiceClient<typeof catalogV1.CatalogServiceService>;
export type Product = catalogV1.Product;
export type Collection = catalogV1.Collection;
export type Settings = catalogV1.GetSettingsResponse;
export type MerchandisingContext = catalogV1.MerchandisingContext;
export type ItemStock = catalogV1.ItemStock;

const MB = 1024 * 1024;

/**
 * What each read cache may hold, 48 MB in all: the busy products and list pages of a shop for a
 * second, well inside the gateway's heap whatever its products weigh.
 */
const CACHE_BYTES = {
  settings: 1 * MB,
  collections: 1 * MB,
  products: 24 * MB,
  lists: 16 * MB,
  merchandising: 6 * MB,
  images: 16 * MB,
};

/**
 * Product images are kept for ten minutes, not a second: a page's first images are what its
 * largest paint waits for, and a catalog round trip each made them arrive after the text. An
 * image an owner replaces under the same name is served for at most that long before the new
 * one, well inside the day browsers keep it anyway (routes/product-images).
 */
const IMAGE_CACHE_MS = 10 * 60_000;

/**
 * A catalog restarting or too slow to answer within the deadline is answered from the last reads
 * for up to five minutes: the shop shows pages a little older rather than its 503 page.
 */
const CATALOG_AWAY = whileAway(5 * 60_000);

export interface CatalogSettings extends UpstreamSettings {
  cacheMs: number;
}

/** The catalog as the gateway reads it: typed calls with deadlines, page data briefly cached. */
export class Catalog {
  readonly client: CatalogServiceClient;
  private readonly settingsCache: ReadCache<Settings>;
  private readonly productCache: ReadCache<Product>;
  private readonly collectionsCache: ReadCache<Collection[]>;
  private readonly listCache: ReadCache<catalogV1.ListCollectionItemsResponse>;
  private readonly merchandisingCache: ReadCache<MerchandisingContext | undefined>;
  private readonly imageCache: ReadCache<catalogV1.GetProductImageResponse>;

  constructor(settings: CatalogSettings) {
    const { cacheMs } = settings;
    this.client = upstreamClient(catalogV1.CatalogServiceClient, catalogV1.CatalogServiceDefinition, settings);
    const pageData = <V>(bytes: number) => new ReadCache<V>(cacheMs, bytes, { staleIfError: CATALOG_AWAY });
    this.settingsCache = pageData(CACHE_BYTES.settings);
    this.collectionsCache = pageData(CACHE_BYTES.collections);
    this.productCache = pageData(CACHE_BYTES.products);
    this.listCache = pageData(CACHE_BYTES.lists);
    this.merchandisingCache = pageData(CACHE_BYTES.merchandising);
    this.imageCache = new ReadCache(cacheMs === 0 ? 0 : IMAGE_CACHE_MS, CACHE_BYTES.images, {
      sizeOf: (image: catalogV1.GetProductImageResponse) =>
        image.data.byteLength + image.etag.length + image.contentType.length,
      staleIfError: CATALOG_AWAY,
    });
  }

  settings(): Promise<Settings> {
    return this.settingsCache.get('settings', () => this.client.call.getSettings({}));
  }

  /**
   * The next read of the settings, and of every product and list, asks the catalog, and no read
   * begun before this is kept: a new store currency re-prices every product at once (the catalog
   * keeps one currency for all prices), so a product read before the change shows the old one.
   */
  forgetStoreReads(): void {
    this.settingsCache.clear();
    this.productCache.clear();
    this.listCache.clear();
  }

  /** An owner's change of the settings (unset fields kept); answers the store and site settings as they now are. */
  updateSettings(change: catalogV1.UpdateSettingsRequest): Promise<catalogV1.UpdateSettingsResponse> {
    return this.client.call.updateSettings(change);
  }

  collections(): Promise<Collection[]> {
    return this.collectionsCache.get(
      'collections',
      async () => (await this.client.call.listCollections({})).collections,
    );
  }

  async productsCollection(): Promise<Collection | undefined> {
    const collections = await this.collections();
    return collections.find((collection) => collection.type === catalogV1.CollectionType.COLLECTION_TYPE_PRODUCTS);
  }

  /**
   * One page of a collection's products, read at most CATALOG_CACHE_MS ago, or `maxAgeMs` when
   * the caller accepts an older one.
   */
  collectionItems(
    collectionId: string,
    cursor: string,
    pageSize: number,
    { maxAgeMs = 0 }: { maxAgeMs?: number } = {},
  ): Promise<catalogV1.ListCollectionItemsResponse> {
    return this.listCache.getRecent(
      `${collectionId}\n${cursor}\n${pageSize}`,
      () => this.client.call.listCollectionItems({ collectionId, cursor, pageSize }),
      maxAgeMs,
    );
  }

  /**
   * One page of a shopper's search, read afresh each time: queries are as many as shoppers type,
   * and a cache of them would mostly hold ones nobody repeats.
   */
  search(query: string, page: number, pageSize: number): Promise<catalogV1.SearchItemsResponse> {
    return this.client.call.searchItems({ query, page, pageSize });
  }

  /** Rejects with the catalog's NOT_FOUND when there is no such product. */
  productBySlug(slug: string): Promise<Product> {
    return this.productCache.get(`slug:${slug}`, async () =>
      required((await this.client.call.getItem({ key: { $case: 'slug', slug } })).item),
    );
  }

  productById(id: string): Promise<Product> {
    return this.productCache.get(`id:${id}`, async () =>
      required((await this.client.call.getItem({ key: { $case: 'id', id } })).item),
    );
  }

  merchandising(productId: string): Promise<MerchandisingContext | undefined> {
    return this.merchandisingCache.get(productId, async () => {
      const { contexts } = await this.client.call.getMerchandisingContext({ productIds: [productId] });
      return contexts[0];
    });
  }

  /** Image bytes are not cached here: browsers keep them (ETag, max-age) and they are rarely asked twice. */
  productImage(filename: string): Promise<catalogV1.GetProductImageResponse> {
    return this.imageCache.get(filename, () => this.client.call.getProductImage({ filename }));
  }

  /** Read afresh on every call; the inventory endpoint keeps its answers briefly (routes/stock-answers). */
  async stock(itemIds: string[]): Promise<ItemStock[]> {
    return (await this.client.call.getStock({ itemIds })).items;
  }

  close(): void {
    this.client.close();
  }
}

function required(item: Product | undefined): Product {
  if (!item) throw new Error('catalog answered GetItem without an item');
  return item;
}
