import { noteSkippedBackends, testDatabaseKinds, type TestDatabase } from '@storefront/service-kit/testing';
import { eq } from 'drizzle-orm';
import { InvalidArgumentError, NotFoundError } from '@storefront/service-kit/errors';
import { imageEtag } from '../src/domain/product-image';
import { InsufficientStock, ReservationStateConflict } from '../src/domain/stock-refusals';
import { PRODUCT_TYPE } from '@storefront/commerce';
import type { Product } from '../src/domain/product';
import { demoCollection, productImageSvg, seed } from '../src/seed';
import {
  commit,
  getCollection,
  getItem,
  getItems,
  getMerchandisingContexts,
  getReservation,
  getProductImage,
  getSettings,
  listCollectionItems,
  listCollections,
  patchSettings,
  putProductImages,
  putSettings,
  release,
  reserve,
  stockForItems,
} from '../src/store';
import { productImages, products as productTable, variants } from '../src/store/schema';
import { catalog } from '../src/service';

const databaseKinds = testDatabaseKinds('catalog_test', catalog.migrations, catalog.extensions);

noteSkippedBackends('catalog store');

if (databaseKinds.length > 0)
  describe.each(databaseKinds)('catalog store on $name', ({ open }) => {
    let database: TestDatabase;
    let products: Product[];

    beforeAll(async () => {
      database = await open();
      await seed(database.db);
      products = await allItems();
    });

    afterAll(async () => {
      await database?.close();
    });

    async function allItems(pageSize = 100): Promise<Product[]> {
      const items: Product[] = [];
      let cursor: string | null = null;
      do {
        const page = await listCollectionItems(database.db, { collectionId: demoCollection.id, pageSize, cursor });
        items.push(...page.items);
        cursor = page.nextPageCursor;
        expect(page.hasNextPage).toBe(cursor !== null);
      } while (cursor);
      return items;
    }

    const stockOf = async (variantId: string) =>
      (await database.db.select().from(variants).where(eq(variants.id, variantId)))[0]!.qtyInStock;

    const limited = (filter: (product: Product) => boolean = () => true) =>
      products.find((product) => filter(product) && product.variants.some((v) => !v.unlimited && v.qtyInStock >= 5))!;

    describe('collections and items', () => {
      it('lists the products collection', async () => {
        const collections = await listCollections(database.db);
        expect(collections).toEqual([expect.objectContaining({ id: demoCollection.id, type: 13, fullUrl: '/shop' })]);
        await expect(getCollection(database.db, { slug: 'nope' })).rejects.toThrow(NotFoundError);
      });

      it.each([1, 3, 7, 100])('pages of %i return every item exactly once, in stable order', async (pageSize) => {
        const items = await allItems(pageSize);
        expect(items.map((item) => item.id)).toEqual(products.map((item) => item.id));
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
        const positions = items.map((item) => item.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      });

      it('rejects a tampered cursor, a bad page size and an unknown collection', async () => {
        const page = await listCollectionItems(database.db, { collectionId: demoCollection.id, pageSize: 2 });
        await expect(
          listCollectionItems(database.db, { collectionId: demoCollection.id, cursor: `${page.nextPageCursor}x` }),
        ).rejects.toThrow(InvalidArgumentError);
        await expect(
          listCollectionItems(database.db, { collectionId: demoCollection.id, pageSize: 101 }),
        ).rejects.toThrow(InvalidArgumentError);
        await expect(listCollectionItems(database.db, { collectionId: 'missing' })).rejects.toThrow(NotFoundError);
      });

      it('gets an item by slug or id with its variants in order', async () => {
        const bySlug = await getItem(database.db, { slug: 'oak-writing-desk' });
        expect(bySlug.variants).toHaveLength(12);
        expect(bySlug.variantOptionOrdering).toEqual(['Width', 'Wood', 'Finish']);
        expect(bySlug.variants[0]!.attributes).toEqual({ Width: '100 cm', Wood: 'Oak', Finish: 'Oiled' });
        const byId = await getItem(database.db, { id: bySlug.id });
        expect(byId).toEqual(bySlug);
        expect(await getItems(database.db, [bySlug.id, 'missing'])).toEqual([bySlug]);
      });

      it('answers NotFoundError for an unknown item and InvalidArgumentError for a malformed slug', async () => {
        await expect(getItem(database.db, { slug: 'no-such-thing' })).rejects.toThrow(NotFoundError);
        await expect(getItem(database.db, { id: 'no-such-id' })).rejects.toThrow(NotFoundError);
        await expect(getItem(database.db, { slug: '../Admin' })).rejects.toThrow(InvalidArgumentError);
      });

      it('keeps document fields: subscriptions, forms, button text, audio, images', async () => {
        const coffee = await getItem(database.db, { slug: 'weekly-coffee' });
        expect(coffee.subscriptionPlan).toEqual({ billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 0 });
        expect(coffee.productSubscriptionOptions).toHaveLength(1);
        const board = await getItem(database.db, { slug: 'engraved-cutting-board' });
        expect(board.additionalFieldsForm?.fields.map((field) => field.id)).toContain('engraving-text');
        expect(board.additionalFieldsFormId).toBe(board.additionalFieldsForm?.id);
        const lamp = await getItem(database.db, { slug: 'arc-floor-lamp' });
        expect(lamp).toMatchObject({ useCustomAddButtonText: true, customAddButtonText: 'Pre-order Now' });
        const album = await getItem(database.db, { slug: 'ambient-studio-album' });
        expect(album.audioAssetUrl).toBe('/assets/products/ambient-studio-album-preview.wav');
        expect(album.images[0]).toMatchObject({
          assetUrl: '/assets/products/ambient-studio-album-1.svg',
          originalSize: '1500x1500',
        });
      });
    });

    describe('stock, settings and merchandising', () => {
      it('reports stock per item and variant, summed over limited variants', async () => {
        const mug = products.find((product) => product.slug === 'stoneware-mug')!;
        const card = products.find((product) => product.slug === 'gift-card')!;
        const [mugStock, cardStock] = await stockForItems(database.db, [mug.id, card.id, 'missing']);
        expect(mugStock).toMatchObject({ itemId: mug.id, unlimited: false, qtyInStock: 31 });
        expect(mugStock!.variants.map((v) => v.qtyInStock)).toEqual([20, 2, 9]);
        expect(cardStock).toMatchObject({ itemId: card.id, unlimited: true });
      });

      it('reads settings with their values', async () => {
        const settings = await getSettings(database.db);
        expect(settings.store).toEqual({
          multipleQuantityAllowedForServices: true,
          selectedCurrency: 'USD',
          expressCheckout: false,
          afterPayAvailable: true,
          afterPayMin: 100,
          afterPayMax: 200_000,
          stripeAccountCountry: 'US',
          presentmentRates: [],
        });
        expect(settings.site.timeZone).toBe('America/New_York');
        expect(settings.website.id).toMatch(/^[0-9a-f]{24}$/);
      });

      it('merges concurrent changes of different settings, so neither is lost', async () => {
        const before = await getSettings(database.db);
        try {
          await Promise.all([
            patchSettings(database.db, { store: { selectedCurrency: 'JPY' }, site: {} }),
            patchSettings(database.db, { store: { expressCheckout: true }, site: {} }),
            patchSettings(database.db, { store: {}, site: { timeZone: 'Asia/Tokyo' } }),
          ]);
          const after = await getSettings(database.db);
          expect(after.store).toEqual({ ...before.store, selectedCurrency: 'JPY', expressCheckout: true });
          expect(after.site).toEqual({ ...before.site, timeZone: 'Asia/Tokyo' });
        } finally {
          await putSettings(database.db, { store: before.store, site: before.site });
        }
      });

      it('returns merchandising contexts, with defaults for products never configured', async () => {
        const camera = products.find((product) => product.slug === 'vintage-film-camera')!;
        const shirt = products.find((product) => product.slug === 'linen-shirt')!;
        const contexts = await getMerchandisingContexts(database.db, [camera.id, shirt.id, 'missing']);
        expect(contexts.get(camera.id)?.restockNotificationViews).toContain('PRODUCT_DETAIL');
        expect(contexts.get(shirt.id)?.scarcityEnabled).toBe(false);
        expect(contexts.has('missing')).toBe(false);
      });
    });

    describe('reservations', () => {
      it('reserves, is idempotent by reservation id, and releases', async () => {
        const variant = limited().variants.find((v) => !v.unlimited && v.qtyInStock >= 5)!;
        const before = await stockOf(variant.id);
        const lines = [{ variantId: variant.id, quantity: 2 }];
        expect(await reserve(database.db, 'res-a', lines)).toEqual({ id: 'res-a', status: 'reserved', lines });
        expect(await reserve(database.db, 'res-a', lines)).toEqual({ id: 'res-a', status: 'reserved', lines });
        expect(await stockOf(variant.id)).toBe(before - 2);
        await expect(reserve(database.db, 'res-a', [{ variantId: variant.id, quantity: 3 }])).rejects.toThrow(
          InvalidArgumentError,
        );
        expect((await release(database.db, 'res-a')).status).toBe('released');
        expect((await release(database.db, 'res-a')).status).toBe('released');
        expect(await stockOf(variant.id)).toBe(before);
        await expect(commit(database.db, 'res-a')).rejects.toThrow(ReservationStateConflict);
      });

      it('commits for good: a committed reservation cannot be released', async () => {
        const variant = limited().variants.find((v) => !v.unlimited && v.qtyInStock >= 5)!;
        const before = await stockOf(variant.id);
        await reserve(database.db, 'res-b', [{ variantId: variant.id, quantity: 1 }]);
        expect((await commit(database.db, 'res-b')).status).toBe('committed');
        expect((await commit(database.db, 'res-b')).status).toBe('committed');
        await expect(release(database.db, 'res-b')).rejects.toThrow(ReservationStateConflict);
        expect(await stockOf(variant.id)).toBe(before - 1);
        expect((await getReservation(database.db, 'res-b')).status).toBe('committed');
      });

      it('is all-or-nothing across lines', async () => {
        const product = await getItem(database.db, { slug: 'everyday-tote' });
        const [plenty, few] = [product.variants[0]!, product.variants[3]!];
        const before = [await stockOf(plenty.id), await stockOf(few.id)];
        const attempt = reserve(database.db, 'res-c', [
          { variantId: plenty.id, quantity: 1 },
          { variantId: few.id, quantity: before[1]! + 1 },
        ]);
        await expect(attempt).rejects.toThrow(InsufficientStock);
        expect([await stockOf(plenty.id), await stockOf(few.id)]).toEqual(before);
        // the failed attempt left no reservation behind, so the id can be used again
        await expect(getReservation(database.db, 'res-c')).rejects.toThrow(NotFoundError);
        await reserve(database.db, 'res-c', [{ variantId: plenty.id, quantity: 1 }]);
        await release(database.db, 'res-c');
      });

      it('never takes stock from unlimited variants, and gives none back', async () => {
        const card = await getItem(database.db, { slug: 'gift-card' });
        const variant = card.variants[0]!;
        await reserve(database.db, 'res-d', [{ variantId: variant.id, quantity: 9999 }]);
        await release(database.db, 'res-d');
        expect(await stockOf(variant.id)).toBe(0);
      });

      it('rejects unknown variants, reservations and bad quantities', async () => {
        await expect(reserve(database.db, 'res-e', [{ variantId: 'missing', quantity: 1 }])).rejects.toThrow(
          NotFoundError,
        );
        await expect(release(database.db, 'never-made')).rejects.toThrow(NotFoundError);
        await expect(commit(database.db, 'never-made')).rejects.toThrow(NotFoundError);
        const variant = products[0]!.variants[0]!;
        await expect(reserve(database.db, 'res-f', [{ variantId: variant.id, quantity: 0 }])).rejects.toThrow(
          InvalidArgumentError,
        );
      });

      it('lets at most one of 50 concurrent reservations take the last unit', async () => {
        const notebook = await getItem(database.db, { slug: 'leather-notebook' });
        const variant = notebook.variants[0]!;
        expect(notebook.productType).toBe(PRODUCT_TYPE.physical);
        expect(await stockOf(variant.id)).toBe(1);
        const results = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            reserve(database.db, `last-unit-${i}`, [{ variantId: variant.id, quantity: 1 }]),
          ),
        );
        const won = results.filter((result) => result.status === 'fulfilled');
        const lost = results.filter((result) => result.status === 'rejected');
        expect(won).toHaveLength(1);
        for (const result of lost) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientStock);
        expect(await stockOf(variant.id)).toBe(0);
      });

      it('keeps concurrent retries of one reservation id to a single hold', async () => {
        const variant = limited().variants.find((v) => !v.unlimited && v.qtyInStock >= 5)!;
        const before = await stockOf(variant.id);
        const results = await Promise.all(
          Array.from({ length: 20 }, () => reserve(database.db, 'res-retry', [{ variantId: variant.id, quantity: 1 }])),
        );
        expect(results.every((result) => result.status === 'reserved')).toBe(true);
        expect(await stockOf(variant.id)).toBe(before - 1);
      });
    });

    describe('product images', () => {
      const bytes = (text: string) => new TextEncoder().encode(text);

      it('reads the seeded file of every image record, byte for byte', async () => {
        for (const product of products) {
          for (const [index, image] of product.images.entries()) {
            const filename = image.assetUrl.split('/').pop()!;
            const file = await getProductImage(database.db, filename);
            expect(file).toMatchObject({ filename, productId: product.id, contentType: 'image/svg+xml' });
            expect(file.data).toBeInstanceOf(Uint8Array);
            expect(Buffer.from(file.data).toString('utf8')).toBe(
              productImageSvg({ slug: product.slug, title: product.title, n: index + 1 }),
            );
            expect(file.etag).toBe(imageEtag(file.data));
          }
        }
      });

      it('answers NotFoundError for an unknown file and InvalidArgumentError for a malformed name', async () => {
        await expect(getProductImage(database.db, 'no-such-image.svg')).rejects.toThrow(NotFoundError);
        await expect(getProductImage(database.db, '../etc/passwd')).rejects.toThrow(InvalidArgumentError);
      });

      it('replaces a file, or keeps it when asked, with the etag following the bytes', async () => {
        const owner = products[0]!;
        const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
        await putProductImages(database.db, [{ filename: 'store-test.png', productId: owner.id, data: png }]);
        const stored = await getProductImage(database.db, 'store-test.png');
        expect(stored).toMatchObject({ contentType: 'image/png', etag: imageEtag(png) });
        expect([...stored.data]).toEqual([...png]);

        const other = bytes('<svg/>');
        const same = { filename: 'store-test.png', productId: owner.id, data: other };
        await putProductImages(database.db, [same], { keepExisting: true });
        expect((await getProductImage(database.db, 'store-test.png')).etag).toBe(imageEtag(png));
        await putProductImages(database.db, [same]);
        expect((await getProductImage(database.db, 'store-test.png')).etag).toBe(imageEtag(other));

        await expect(
          putProductImages(database.db, [{ filename: 'Bad.png', productId: owner.id, data: png }]),
        ).rejects.toThrow(InvalidArgumentError);
      });

      it("deletes a product's files with the product", async () => {
        const template = products[0]!;
        const [row] = await database.db.select().from(productTable).where(eq(productTable.id, template.id));
        await database.db
          .insert(productTable)
          .values({ ...row!, id: 'doomed-item', slug: 'doomed-item', position: 9_999 });
        await putProductImages(database.db, [
          { filename: 'doomed-item-1.svg', productId: 'doomed-item', data: bytes('<svg/>') },
        ]);
        await database.db.delete(productTable).where(eq(productTable.id, 'doomed-item'));
        await expect(getProductImage(database.db, 'doomed-item-1.svg')).rejects.toThrow(NotFoundError);
        const left = await database.db.select().from(productImages).where(eq(productImages.productId, 'doomed-item'));
        expect(left).toEqual([]);
      });
    });
  });
