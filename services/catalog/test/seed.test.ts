import { noteSkippedBackends, testDatabaseKinds, type TestDatabase } from '@storefront/service-kit/testing';
import { count, ne } from 'drizzle-orm';
import { isOnSale, isSoldOut, PRODUCT_TYPE, totalStock } from '@storefront/commerce';
import { demoStoreProducts, drawnImageFiles, seed } from '../src/seed';
import { getProductImage, putProductImages } from '../src/store';
import { collections, productImages, products, settings, variants } from '../src/store/schema';
import { catalog } from '../src/service';

const databaseKinds = testDatabaseKinds('catalog_test', catalog.migrations, catalog.extensions);

noteSkippedBackends('demo store seed');

if (databaseKinds.length > 0)
  describe.each(databaseKinds)('demo store seed on $name', ({ open }) => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await open();
    });

    afterAll(async () => {
      await database?.close();
    });

    const rowCount = async (
      table: typeof products | typeof variants | typeof collections | typeof settings | typeof productImages,
    ) => (await database.db.select({ n: count() }).from(table))[0]!.n;

    it('creates the store once, however often it runs', async () => {
      expect(await seed(database.db)).toEqual({ productsCreated: demoStoreProducts().length });
      const first = [
        await rowCount(collections),
        await rowCount(products),
        await rowCount(variants),
        await rowCount(settings),
      ];
      expect(await seed(database.db)).toEqual({ productsCreated: 0 });
      const second = [
        await rowCount(collections),
        await rowCount(products),
        await rowCount(variants),
        await rowCount(settings),
      ];
      expect(second).toEqual(first);
      expect(first).toEqual([1, demoStoreProducts().length, expect.any(Number), 3]);
      expect(first[1]).toBeGreaterThanOrEqual(24);
    });

    // every image record's file, and the audio preview a product's player plays, stored beside them
    const imageCount = demoStoreProducts().reduce(
      (sum, { product }) =>
        sum + product.images.length + (product.audioAssetUrl?.startsWith('/assets/products/') ? 1 : 0),
      0,
    );

    it('stores one file per image record, and runs again without copying them', async () => {
      await seed(database.db);
      expect(await rowCount(productImages)).toBe(imageCount);
      await seed(database.db);
      expect(await rowCount(productImages)).toBe(imageCount);
    });

    it('gives a store seeded without image files its files, keeping a file replaced since', async () => {
      const [kept] = drawnImageFiles(demoStoreProducts()[0]!.product);
      const replaced = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
      await putProductImages(database.db, [{ ...kept!, data: replaced }]);
      await database.db.delete(productImages).where(ne(productImages.filename, kept!.filename));
      expect(await rowCount(productImages)).toBe(1);
      expect(await seed(database.db)).toEqual({ productsCreated: 0 });
      expect(await rowCount(productImages)).toBe(imageCount);
      expect([...(await getProductImage(database.db, kept!.filename)).data]).toEqual([...replaced]);
    });
  });

describe('demo store contents', () => {
  const store = demoStoreProducts().map((entry) => entry.product);
  const optionCount = (product: (typeof store)[number]) => product.variantOptionOrdering.length;

  it('has physical products with one, two and three variant options', () => {
    const physical = store.filter((product) => product.productType === PRODUCT_TYPE.physical);
    for (const n of [1, 2, 3]) expect(physical.some((product) => optionCount(product) === n)).toBe(true);
  });

  it('has sold-out, on-sale and nearly sold-out products', () => {
    expect(store.filter(isSoldOut).length).toBeGreaterThanOrEqual(2);
    expect(store.filter(isOnSale).length).toBeGreaterThanOrEqual(3);
    expect(store.some((product) => !isSoldOut(product) && totalStock(product.variants) <= 3)).toBe(true);
  });

  it('has services with room for several and with a single seat, digital goods and a gift card', () => {
    const services = store.filter((product) => product.productType === PRODUCT_TYPE.service && !product.isSubscribable);
    expect(services.some((product) => totalStock(product.variants) > 1)).toBe(true);
    expect(services.some((product) => totalStock(product.variants) === 1)).toBe(true);
    expect(store.filter((product) => product.productType === PRODUCT_TYPE.digital).length).toBeGreaterThanOrEqual(2);
    const card = store.find((product) => product.productType === PRODUCT_TYPE.giftCard)!;
    expect(card.variants.map((variant) => variant.priceMoney.valueMinor)).toEqual([2500, 5000, 10000, 20000]);
  });

  it('has weekly, monthly and yearly subscriptions, finite and indefinite', () => {
    const plans = store.flatMap((product) => (product.subscriptionPlan ? [product.subscriptionPlan] : []));
    for (const unit of ['WEEK', 'MONTH', 'YEAR'])
      expect(plans.some((plan) => plan.billingPeriod.unit === unit)).toBe(true);
    expect(plans.some((plan) => plan.numBillingCycles === 0)).toBe(true);
    expect(plans.some((plan) => plan.numBillingCycles > 0)).toBe(true);
  });

  it('has a custom form, custom button text, scarcity and restock merchandising', () => {
    expect(store.some((product) => product.additionalFieldsForm !== null)).toBe(true);
    expect(store.some((product) => product.useCustomAddButtonText && product.customAddButtonText)).toBe(true);
    const entries = demoStoreProducts();
    expect(
      entries.some((entry) => entry.merchandising?.scarcityEnabled && totalStock(entry.product.variants) <= 3),
    ).toBe(true);
    for (const entry of entries.filter((e) => isSoldOut(e.product))) {
      expect(entry.merchandising?.restockNotificationViews.length).toBeGreaterThan(0);
    }
  });

  it('prices everything in whole US cents with unique slugs and SKUs', () => {
    const variantsAll = store.flatMap((product) => product.variants);
    expect(variantsAll.every((v) => v.priceMoney.currency === 'USD' && Number.isInteger(v.priceMoney.valueMinor))).toBe(
      true,
    );
    expect(new Set(store.map((product) => product.slug)).size).toBe(store.length);
    expect(new Set(variantsAll.map((v) => v.sku)).size).toBe(variantsAll.length);
    expect(store.every((product) => product.images.length > 0)).toBe(true);
  });
});
