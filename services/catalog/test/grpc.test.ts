import { createHash } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { CURRENCIES } from '@storefront/commerce';
import { catalogV1 } from '@storefront/proto';
import { askReflection, fieldErrorsOf, type RunningService, type ServiceClient } from '@storefront/service-kit';
import {
  clientOfTestService,
  failure,
  itServesServerPlumbing,
  noteSkippedBackends,
  serviceBackends,
  startQuietly,
  TEST_SERVICE_AUTH_SECRET,
  testServiceAuth,
} from '@storefront/service-kit/testing';
import { FileDescriptorProto, type IFileDescriptorProto } from 'protobufjs/ext/descriptor';
import { catalog as catalogDefinition } from '../src/service';
import { loadCatalogConfig } from '../src/config';
import { demoCollection, demoSiteSettings, demoStoreProducts, demoStoreSettings, demoWebsite } from '../src/seed';

// a loaded machine (the whole suite on two cores) can take more than jest's 5 s over the paging tests
jest.setTimeout(30_000);

const SERVICE_NAME = 'storefront.catalog.v1.CatalogService';
/** The catalog reads the shared DATABASE_URL when it has no CATALOG_DATABASE_URL of its own. */
const backends = serviceBackends({ prefix: 'catalog_grpc_test', urlVariable: 'DATABASE_URL' });

noteSkippedBackends('catalog gRPC');

/** An update request that puts the store settings back as `store` holds them. */
function storeRestoring(store: catalogV1.StoreSettings | undefined): catalogV1.UpdateSettingsRequest {
  return { ...store, presentmentRates: { rates: store?.presentmentRates ?? [] } };
}

const demo = demoStoreProducts().map(({ product, merchandising }) => ({ product, merchandising }));
const demoBySlug = (slug: string) => demo.find(({ product }) => product.slug === slug)!.product;

if (backends.length > 0)
  describe.each(backends)('catalog gRPC service on $name', ({ prepare }) => {
    let disposeDatabase: () => Promise<void>;
    let catalog: RunningService;
    let client: ServiceClient<typeof catalogV1.CatalogServiceService>;
    let address: string;

    beforeAll(async () => {
      const prepared = await prepare();
      disposeDatabase = prepared.dispose;
      const config = loadCatalogConfig({
        GRPC_PORT: '0',
        GRPC_HOST: '127.0.0.1',
        SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        // every test below reads the demo store, which the catalog writes only when asked
        SEED_ON_START: 'true',
        ...prepared.env,
      });
      catalog = await startQuietly(catalogDefinition, config);
      address = `127.0.0.1:${catalog.grpc.port}`;
      client = clientOfTestService(catalogV1.CatalogServiceClient, catalogV1.CatalogServiceDefinition, catalog, 5_000);
    });

    afterAll(async () => {
      client?.close();
      await catalog?.stop();
      await disposeDatabase?.();
    });

    async function allItems(pageSize: number): Promise<catalogV1.Product[]> {
      const items: catalogV1.Product[] = [];
      let cursor = '';
      do {
        const page = await client.call.listCollectionItems({ collectionId: demoCollection.id, pageSize, cursor });
        // 0 asks for the server's default (20); sizes above 100 are served as 100.
        expect(page.items.length).toBeLessThanOrEqual(pageSize === 0 ? 20 : Math.min(pageSize, 100));
        expect(page.items.length).toBeGreaterThan(0);
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== '');
      return items;
    }

    const codeOf = async (promise: Promise<unknown>) => (await failure(promise)).code;

    itServesServerPlumbing('catalog', SERVICE_NAME, ['ReserveStock', 'GetItem', 'CommitStock'], () => address);

    it('serves protoc-shaped descriptors through reflection, as strict clients need', async () => {
      // Strict clients (buf curl, grpcurl) need protoc-shaped descriptors: map entries named <Field>Entry.
      const file = await askReflection<{ fileDescriptorResponse: { fileDescriptorProto: Uint8Array[] } }>(
        address,
        { fileContainingSymbol: SERVICE_NAME },
        { auth: testServiceAuth() },
      );
      const [encoded] = file.fileDescriptorResponse.fileDescriptorProto;
      const descriptor = FileDescriptorProto.decode(encoded!) as unknown as IFileDescriptorProto;
      const variant = descriptor.messageType!.find((message) => message.name === 'Variant')!;
      expect(variant.nestedType!.map((nested) => nested.name)).toEqual(['AttributesEntry']);
      expect(variant.field!.find((field) => field.name === 'attributes')!.typeName).toBe('AttributesEntry');
      expect(descriptor.messageType!.find((message) => message.name === 'Money')!.field![0]!.name).toBe('value_minor');
    });

    it('refuses an id holding a NUL character as a bad argument, not an internal error', async () => {
      const error = await failure(client.call.getItem({ key: { $case: 'id', id: 'a\u0000b' } }));
      expect({ code: error.code, details: error.details }).toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Text must not contain NUL characters.',
      });
    });

    it('lists the seeded products collection', async () => {
      await expect(client.call.listCollections({})).resolves.toEqual({
        collections: [
          {
            id: demoCollection.id,
            title: demoCollection.title,
            type: catalogV1.CollectionType.COLLECTION_TYPE_PRODUCTS,
            urlSlug: 'shop',
          },
        ],
      });
    });

    it.each([1, 7, 0, 500])('pages through every seeded item exactly once (page size %i)', async (pageSize) => {
      const items = await allItems(pageSize);
      const expected = demo.map(({ product }) => product.id);
      expect(items.map((item) => item.id)).toEqual(expected);
      expect(new Set(items.map((item) => item.id)).size).toBe(expected.length);
    });

    it('treats page size 0 as the default and caps large page sizes at 100', async () => {
      const first = await client.call.listCollectionItems({ collectionId: demoCollection.id, pageSize: 0, cursor: '' });
      expect(first.items).toHaveLength(20);
      const all = await client.call.listCollectionItems({ collectionId: demoCollection.id, pageSize: 500, cursor: '' });
      expect(all.items).toHaveLength(demo.length);
      expect(all.nextCursor).toBe('');
    });

    it('rejects bad list requests with INVALID_ARGUMENT or NOT_FOUND', async () => {
      const list = (request: Partial<catalogV1.ListCollectionItemsRequest>) =>
        client.call.listCollectionItems({ collectionId: demoCollection.id, pageSize: 5, cursor: '', ...request });
      const garbage = await failure(list({ cursor: 'not-a-cursor' }));
      expect(garbage.code).toBe(status.INVALID_ARGUMENT);
      expect(garbage.details).toMatch(/cursor/i);
      const page = await list({});
      const edited = `${page.nextCursor.slice(0, -1)}${page.nextCursor.endsWith('0') ? '1' : '0'}`;
      expect(await codeOf(list({ cursor: edited }))).toBe(status.INVALID_ARGUMENT);
      const negative = await failure(list({ pageSize: -1 }));
      expect(negative.code).toBe(status.INVALID_ARGUMENT);
      expect(negative.details).toMatch(/page_size/);
      expect(await codeOf(list({ collectionId: '' }))).toBe(status.INVALID_ARGUMENT);
      expect(await codeOf(list({ collectionId: 'no-such-collection' }))).toBe(status.NOT_FOUND);
    });

    it('gets the same item by slug and by id, with every mapped field', async () => {
      const expected = demoBySlug('wool-beanie');
      const bySlug = await client.call.getItem({ key: { $case: 'slug', slug: 'wool-beanie' } });
      const byId = await client.call.getItem({ key: { $case: 'id', id: expected.id } });
      expect(byId).toEqual(bySlug);
      const item = bySlug.item!;
      expect(item).toMatchObject({
        id: expected.id,
        slug: 'wool-beanie',
        title: expected.title,
        collectionId: demoCollection.id,
        url: '/shop/p/wool-beanie',
        description: expected.description,
        productType: catalogV1.ProductType.PRODUCT_TYPE_PHYSICAL,
        variantOptionOrdering: ['Color'],
      });
      expect(item.variants.map((variant) => variant.sku)).toEqual(expected.variants.map((variant) => variant.sku));
      expect(item.variants[0]).toMatchObject({
        attributes: { Color: 'Charcoal' },
        optionValues: [{ optionName: 'Color', value: 'Charcoal' }],
        price: { valueMinor: '3200', currency: 'USD' },
        salePrice: { valueMinor: '2400', currency: 'USD' },
        onSale: true,
      });
      expect(item.images[0]).toMatchObject({
        assetUrl: expected.images[0]!.assetUrl,
        altText: expected.images[0]!.altText,
      });
      expect(item.images[0]!.originalSize!.width).toBeGreaterThan(0);
      // Physical goods are priced per variant: no product-level price.
      expect(item.price).toBeUndefined();
    });

    it('maps gift cards, digital goods, subscriptions, forms and button texts', async () => {
      const get = async (slug: string) => (await client.call.getItem({ key: { $case: 'slug', slug } })).item!;
      const giftCard = await get('gift-card');
      expect(giftCard.giftCardDenominations.map((amount) => amount.valueMinor)).toEqual([
        '2500',
        '5000',
        '10000',
        '20000',
      ]);
      const ebook = await get('sourdough-ebook');
      expect(ebook.productType).toBe(catalogV1.ProductType.PRODUCT_TYPE_DIGITAL);
      expect(ebook.price!.valueMinor).toBe(String(demoBySlug('sourdough-ebook').priceMoney.valueMinor));
      const album = await get('ambient-studio-album');
      expect(album.audioAssetUrl).toBe(demoBySlug('ambient-studio-album').audioAssetUrl);
      // related products on a product page are chosen by these
      expect(album.categories).toEqual(['Downloads']);
      const membership = await get('studio-membership');
      expect(membership.isSubscribable).toBe(true);
      expect(membership.subscriptionPlan).toEqual({
        billingPeriod: { value: 1, unit: catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_YEAR },
        numBillingCycles: 0,
      });
      const board = await get('engraved-cutting-board');
      expect(board.additionalFieldsFormId).toBe(demoBySlug('engraved-cutting-board').additionalFieldsFormId);
      expect(JSON.parse(board.additionalFieldsFormJson)).toEqual(
        demoBySlug('engraved-cutting-board').additionalFieldsForm,
      );
      const lamp = await get('arc-floor-lamp');
      expect(lamp).toMatchObject({ useCustomAddButtonText: true, customAddButtonText: 'Pre-order Now' });
    });

    it('answers NOT_FOUND for an unknown slug and INVALID_ARGUMENT for a missing key', async () => {
      const unknown = await failure(client.call.getItem({ key: { $case: 'slug', slug: 'no-such-product' } }));
      expect(unknown.code).toBe(status.NOT_FOUND);
      expect(unknown.details).toContain('no-such-product');
      expect(await codeOf(client.call.getItem({}))).toBe(status.INVALID_ARGUMENT);
      expect(await codeOf(client.call.getItem({ key: { $case: 'id', id: '' } }))).toBe(status.INVALID_ARGUMENT);
    });

    it('reports stock per variant in request order, leaving unknown ids out', async () => {
      const mug = demoBySlug('stoneware-mug');
      const beanie = demoBySlug('wool-beanie');
      const { items } = await client.call.getStock({ itemIds: [beanie.id, 'unknown-item', mug.id] });
      expect(items.map((item) => item.itemId)).toEqual([beanie.id, mug.id]);
      expect(items[0]!.variants).toEqual(
        beanie.variants.map((variant) => ({ variantId: variant.id, unlimited: false, qtyInStock: variant.qtyInStock })),
      );
      expect(await codeOf(client.call.getStock({ itemIds: [] }))).toBe(status.INVALID_ARGUMENT);
    });

    it('reserves, releases and commits stock as the contract says', async () => {
      const beanie = demoBySlug('wool-beanie');
      const variant = beanie.variants[2]!; // Oat, 6 in stock
      const stockNow = async () =>
        (await client.call.getStock({ itemIds: [beanie.id] })).items[0]!.variants.find(
          (v) => v.variantId === variant.id,
        )!.qtyInStock;
      const line = (quantity: number) => [{ itemId: beanie.id, variantId: variant.id, quantity }];
      const before = await stockNow();

      const tooMany = await failure(
        client.call.reserveStock({ reservationId: 'grpc-too-many', lines: line(before + 1) }),
      );
      expect(tooMany.code).toBe(status.FAILED_PRECONDITION);
      expect(tooMany.details).toContain(beanie.id);
      expect(tooMany.details).toContain(variant.id);
      expect(await stockNow()).toBe(before);

      await expect(client.call.reserveStock({ reservationId: 'grpc-r1', lines: line(2) })).resolves.toEqual({
        reservationId: 'grpc-r1',
      });
      await expect(client.call.reserveStock({ reservationId: 'grpc-r1', lines: line(2) })).resolves.toEqual({
        reservationId: 'grpc-r1',
      });
      expect(await stockNow()).toBe(before - 2);
      expect(await codeOf(client.call.reserveStock({ reservationId: 'grpc-r1', lines: line(3) }))).toBe(
        status.INVALID_ARGUMENT,
      );

      await client.call.releaseStock({ reservationId: 'grpc-r1' });
      await client.call.releaseStock({ reservationId: 'grpc-r1' });
      expect(await stockNow()).toBe(before);
      expect(await codeOf(client.call.commitStock({ reservationId: 'grpc-r1' }))).toBe(status.FAILED_PRECONDITION);
      expect(await codeOf(client.call.reserveStock({ reservationId: 'grpc-r1', lines: line(2) }))).toBe(
        status.FAILED_PRECONDITION,
      );

      await client.call.reserveStock({ reservationId: 'grpc-r2', lines: line(1) });
      await client.call.commitStock({ reservationId: 'grpc-r2' });
      await client.call.commitStock({ reservationId: 'grpc-r2' });
      expect(await stockNow()).toBe(before - 1);
      expect(await codeOf(client.call.releaseStock({ reservationId: 'grpc-r2' }))).toBe(status.FAILED_PRECONDITION);

      // Releasing a reservation never made succeeds; committing one is NOT_FOUND.
      await expect(client.call.releaseStock({ reservationId: 'grpc-never' })).resolves.toEqual({});
      expect(await codeOf(client.call.commitStock({ reservationId: 'grpc-never' }))).toBe(status.NOT_FOUND);
    });

    it('rejects malformed reservations and unknown items or variants', async () => {
      const beanie = demoBySlug('wool-beanie');
      const variantId = beanie.variants[0]!.id;
      const reserve = (lines: catalogV1.StockLine[], reservationId = 'grpc-bad') =>
        client.call.reserveStock({ reservationId, lines });
      expect(await codeOf(reserve([{ itemId: beanie.id, variantId, quantity: 1 }], ''))).toBe(status.INVALID_ARGUMENT);
      expect(await codeOf(reserve([]))).toBe(status.INVALID_ARGUMENT);
      const zero = await failure(reserve([{ itemId: beanie.id, variantId, quantity: 0 }]));
      expect(zero.code).toBe(status.INVALID_ARGUMENT);
      expect(zero.details).toMatch(/lines\[0\]\.quantity/);
      expect(await codeOf(reserve([{ itemId: 'no-such-item', variantId, quantity: 1 }]))).toBe(status.NOT_FOUND);
      const otherItem = demoBySlug('stoneware-mug').id;
      const stockOf = async () =>
        (await client.call.getStock({ itemIds: [beanie.id] })).items[0]!.variants.find(
          (v) => v.variantId === variantId,
        )!.qtyInStock;
      const held = await stockOf();
      expect(await codeOf(reserve([{ itemId: otherItem, variantId, quantity: 1 }]))).toBe(status.NOT_FOUND);
      // a line valid on its own does not hold stock while another line names a variant of another item
      const mixed = [
        { itemId: beanie.id, variantId, quantity: 1 },
        { itemId: otherItem, variantId: beanie.variants[1]!.id, quantity: 1 },
      ];
      expect(await codeOf(reserve(mixed, 'grpc-mixed'))).toBe(status.NOT_FOUND);
      expect(await stockOf()).toBe(held);
    });

    it('returns the seeded settings', async () => {
      await expect(client.call.getSettings({})).resolves.toEqual({
        store: { ...demoStoreSettings },
        site: {
          timeZone: demoSiteSettings.timeZone,
          commentsEnabled: demoSiteSettings.commentsEnabled,
          disqusShortname: '',
          simpleLikingEnabled: demoSiteSettings.simpleLikingEnabled,
          shareButtonOptions: demoSiteSettings.shareButtonOptions,
          restrictiveCookies: false,
        },
        website: { id: demoWebsite.id, captchaSiteKey: '' },
        // the default theme's, until an owner changes it
        theme: expect.objectContaining({ accentColor: '#2b4c3f', font: 'classic', radiusPx: 6 }),
      });
    });

    it('changes the settings an owner edits, only the fields sent, and refuses a bad change whole', async () => {
      const before = await client.call.getSettings({});
      try {
        const changed = await client.call.updateSettings({ selectedCurrency: 'EUR', timeZone: 'Europe/Oslo' });
        expect(changed).toEqual({
          store: { ...before.store, selectedCurrency: 'EUR' },
          site: { ...before.site, timeZone: 'Europe/Oslo' },
          website: before.website,
          theme: before.theme,
        });
        // the store sells in one currency: every price is in it from now on, amounts as entered
        const beanie = (await client.call.getItem({ key: { $case: 'slug', slug: 'wool-beanie' } })).item!;
        expect(beanie.variants.map((variant) => variant.price)).toEqual(
          demoBySlug('wool-beanie').variants.map((variant) => ({
            valueMinor: String(variant.priceMoney.valueMinor),
            currency: 'EUR',
          })),
        );
        await client.call.updateSettings({ expressCheckout: true, multipleQuantityAllowedForServices: false });
        const after = await client.call.getSettings({});
        expect(after.store).toEqual({
          ...before.store,
          selectedCurrency: 'EUR',
          expressCheckout: true,
          multipleQuantityAllowedForServices: false,
        });
        expect(after.website).toEqual(before.website);
        const restrictive = await client.call.updateSettings({ restrictiveCookies: true });
        expect(restrictive.site).toEqual({ ...before.site, timeZone: 'Europe/Oslo', restrictiveCookies: true });
        const withKey = await client.call.updateSettings({ captchaSiteKey: '6LcOwner-Key_1' });
        expect(withKey.website).toEqual({ ...before.website, captchaSiteKey: '6LcOwner-Key_1' });
        const badKey = await failure(client.call.updateSettings({ captchaSiteKey: '<script>' }));
        expect(fieldErrorsOf(badKey)).toEqual({ captchaSiteKey: expect.stringContaining('letters, digits') });

        const refused = await failure(
          client.call.updateSettings({ selectedCurrency: 'GBP', timeZone: 'Mars/Olympus' }),
        );
        expect(refused.code).toBe(status.INVALID_ARGUMENT);
        expect(fieldErrorsOf(refused)).toEqual({ timeZone: expect.stringContaining('IANA') });
        expect((await client.call.getSettings({})).store?.selectedCurrency).toBe('EUR');
      } finally {
        await client.call.updateSettings({
          ...storeRestoring(before.store),
          timeZone: before.site?.timeZone,
          captchaSiteKey: before.website?.captchaSiteKey,
          restrictiveCookies: before.site?.restrictiveCookies,
        });
      }
      expect(await client.call.getSettings({})).toEqual(before);
    });

    it('changes the installment settings, and refuses limits that leave no price between them', async () => {
      const before = await client.call.getSettings({});
      expect(before.store).toMatchObject({
        afterPayAvailable: true,
        afterPayMin: 100,
        afterPayMax: 200_000,
        stripeAccountCountry: 'US',
      });
      try {
        const changed = await client.call.updateSettings({ afterPayMax: 50_000, stripeAccountCountry: 'GB' });
        expect(changed.store).toEqual({ ...before.store, afterPayMax: 50_000, stripeAccountCountry: 'GB' });
        // judged as the change leaves them: a minimum above the stored maximum is refused
        const crossed = await failure(client.call.updateSettings({ afterPayMin: 60_000 }));
        expect(crossed.code).toBe(status.INVALID_ARGUMENT);
        expect(fieldErrorsOf(crossed)).toEqual({ afterPayMin: 'The minimum must be below the maximum.' });
        const bad = await failure(client.call.updateSettings({ afterPayMin: -1, stripeAccountCountry: 'gb' }));
        expect(Object.keys(fieldErrorsOf(bad) ?? {}).sort()).toEqual(['afterPayMin', 'stripeAccountCountry']);
        expect((await client.call.getSettings({})).store).toEqual(changed.store);
      } finally {
        await client.call.updateSettings(storeRestoring(before.store));
      }
      expect(await client.call.getSettings({})).toEqual(before);
    });

    it('replaces the presentment rates whole, in the order given, and refuses a bad list whole', async () => {
      const before = await client.call.getSettings({});
      expect(before.store?.presentmentRates).toEqual([]);
      const rates = [
        { currency: 'JPY', rate: '150.5' },
        { currency: 'EUR', rate: '0.92' },
      ];
      try {
        const changed = await client.call.updateSettings({ presentmentRates: { rates } });
        expect(changed.store).toEqual({ ...before.store, presentmentRates: rates });
        // a change that leaves the rates out keeps them
        const kept = await client.call.updateSettings({ expressCheckout: true });
        expect(kept.store?.presentmentRates).toEqual(rates);

        const refusals: [catalogV1.PresentmentRate[], string][] = [
          [[{ currency: 'BTC', rate: '0.00002' }], 'Choose currencies the storefront can show.'],
          [[{ currency: 'eur', rate: '0.92' }], 'Choose currencies the storefront can show.'],
          [
            [{ currency: 'EUR', rate: '0' }],
            'Enter each rate as a number above 0, such as 0.92, with at most 6 decimals.',
          ],
          [
            [{ currency: 'EUR', rate: '0.1234567' }],
            'Enter each rate as a number above 0, such as 0.92, with at most 6 decimals.',
          ],
          [
            [{ currency: 'EUR', rate: '1e3' }],
            'Enter each rate as a number above 0, such as 0.92, with at most 6 decimals.',
          ],
          [
            [
              { currency: 'EUR', rate: '0.92' },
              { currency: 'EUR', rate: '0.93' },
            ],
            'Each currency can have one rate only.',
          ],
          [
            CURRENCIES.filter((currency) => currency !== 'USD')
              .slice(0, 11)
              .map((currency) => ({ currency, rate: '2' })),
            'At most 10 currencies besides the store currency.',
          ],
          [[{ currency: 'USD', rate: '1' }], 'The store currency needs no rate: prices are shown in it already.'],
        ];
        for (const [refusedRates, message] of refusals) {
          const refused = await failure(
            client.call.updateSettings({ presentmentRates: { rates: refusedRates }, afterPayMax: 50_000 }),
          );
          expect(refused.code).toBe(status.INVALID_ARGUMENT);
          expect(fieldErrorsOf(refused)).toEqual({ presentmentRates: message });
        }
        // judged as the change leaves the store: a new store currency that has a rate is refused
        const redundant = await failure(client.call.updateSettings({ selectedCurrency: 'EUR' }));
        expect(fieldErrorsOf(redundant)).toEqual({
          presentmentRates: 'The store currency needs no rate: prices are shown in it already.',
        });
        // nothing of a refused change was kept
        expect((await client.call.getSettings({})).store).toEqual(kept.store);

        const none = await client.call.updateSettings({ presentmentRates: { rates: [] } });
        expect(none.store?.presentmentRates).toEqual([]);
      } finally {
        await client.call.updateSettings(storeRestoring(before.store));
      }
      expect(await client.call.getSettings({})).toEqual(before);
    });

    it("changes the theme's colours, font and radius, and refuses a theme that fails AA contrast whole", async () => {
      const before = await client.call.getSettings({});
      expect(before.theme).toEqual({
        accentColor: '#2b4c3f',
        textColor: '#1d1c1a',
        backgroundColor: '#faf8f4',
        font: 'classic',
        radiusPx: 6,
        accentLabelColor: '#faf8f4',
      });
      try {
        const changed = await client.call.updateSettings({ themeAccentColor: '#7A1F3D', themeRadiusPx: 12 });
        expect(changed.theme).toEqual({ ...before.theme, accentColor: '#7a1f3d', radiusPx: 12 });
        expect(changed.store).toEqual(before.store);

        // light grey text on the cream background: 1.3:1; and a font and radius that are no choice
        const refused = await failure(
          client.call.updateSettings({
            themeTextColor: '#cccccc',
            themeFont: 'comic',
            themeRadiusPx: 99,
            selectedCurrency: 'EUR',
          }),
        );
        expect(refused.code).toBe(status.INVALID_ARGUMENT);
        expect(fieldErrorsOf(refused)).toEqual({
          themeFont: 'Choose one of the listed fonts.',
          themeRadiusPx: 'Enter a radius from 0 to 24 px.',
        });
        const unreadable = await failure(
          client.call.updateSettings({ themeTextColor: '#cccccc', themeFont: 'modern' }),
        );
        expect(fieldErrorsOf(unreadable)).toEqual({ themeTextColor: expect.stringContaining('4.5:1') });
        const notHex = await failure(client.call.updateSettings({ themeAccentColor: 'red;}body{display:none' }));
        expect(fieldErrorsOf(notHex)).toEqual({ themeAccentColor: 'Enter a colour as a hex code, such as #2b4c3f.' });
        // nothing of a refused change was kept
        expect(await client.call.getSettings({})).toEqual({ ...before, theme: changed.theme });
      } finally {
        await client.call.updateSettings({ themeAccentColor: before.theme!.accentColor, themeRadiusPx: 6 });
      }
      expect(await client.call.getSettings({})).toEqual(before);
    });

    it('returns the seeded merchandising context in request order', async () => {
      const camera = demoBySlug('vintage-film-camera');
      const vase = demoBySlug('hand-thrown-vase');
      const { contexts } = await client.call.getMerchandisingContext({ productIds: [vase.id, 'unknown', camera.id] });
      expect(contexts.map((context) => context.productId)).toEqual([vase.id, camera.id]);
      expect(contexts[0]).toMatchObject({
        scarcityEnabled: true,
        scarcityTemplateViews: [
          catalogV1.ProductView.PRODUCT_VIEW_DETAIL,
          catalogV1.ProductView.PRODUCT_VIEW_QUICK_VIEW,
        ],
        scarcityText: 'Only {qtyInStock} left in stock',
        scarcityShownByDefault: true,
        restockNotificationViews: [],
      });
      expect(contexts[1]).toMatchObject({
        restockNotificationViews: [
          catalogV1.ProductView.PRODUCT_VIEW_DETAIL,
          catalogV1.ProductView.PRODUCT_VIEW_QUICK_VIEW,
        ],
        restockNotificationMessages: { successMessage: "Thanks! We'll email you when it's back." },
        mailingListSignUpEnabled: true,
        mailingListOptInByDefault: false,
        customSoldOutText: 'Back soon',
      });
    });

    it('serves the file of every seeded image under the last segment of its asset URL', async () => {
      const filenames = (await allItems(100)).flatMap((item) =>
        item.images.map((image) => {
          expect(image.assetUrl).toMatch(/^\/assets\/products\/[^/]+$/);
          return image.assetUrl.slice(image.assetUrl.lastIndexOf('/') + 1);
        }),
      );
      expect(filenames.length).toBe(demo.reduce((sum, { product }) => sum + product.images.length, 0));
      const etags = new Set<string>();
      for (const filename of filenames) {
        const image = await client.call.getProductImage({ filename });
        expect(image.contentType).toBe('image/svg+xml');
        expect(image.data).toBeInstanceOf(Uint8Array);
        const text = Buffer.from(image.data).toString('utf8');
        expect(text.startsWith('<svg')).toBe(true);
        expect(text.trimEnd().endsWith('</svg>')).toBe(true);
        expect(image.etag).toBe(`"${createHash('sha256').update(image.data).digest('hex')}"`);
        const again = await client.call.getProductImage({ filename });
        expect(again.etag).toBe(image.etag);
        expect(Buffer.from(again.data).equals(Buffer.from(image.data))).toBe(true);
        etags.add(image.etag);
      }
      // every image is drawn in its own colour, so no two files share bytes
      expect(etags.size).toBe(filenames.length);
    });

    it('serves the audio preview a product names, as a WAV file a browser plays', async () => {
      const album = (await client.call.getItem({ key: { $case: 'slug', slug: 'ambient-studio-album' } })).item!;
      const filename = album.audioAssetUrl.slice('/assets/products/'.length);
      const preview = await client.call.getProductImage({ filename });
      expect(preview.contentType).toBe('audio/wav');
      const bytes = Buffer.from(preview.data);
      expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
      expect(bytes.toString('latin1', 8, 12)).toBe('WAVE');
      // a data chunk of 8-bit mono samples: a few seconds at 8 kHz
      expect(bytes.readUInt32LE(24)).toBe(8000);
      expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44);
      expect(bytes.length - 44).toBeGreaterThanOrEqual(8000);
    });

    it('answers NOT_FOUND for an unknown image and INVALID_ARGUMENT for a malformed filename', async () => {
      const unknown = await failure(client.call.getProductImage({ filename: 'no-such-product-1.svg' }));
      expect(unknown.code).toBe(status.NOT_FOUND);
      expect(unknown.details).toContain('no-such-product-1.svg');
      for (const filename of [
        '../etc/passwd',
        '',
        'Wool-Beanie-1.svg',
        `${'a'.repeat(296)}.svg`,
        'wool-beanie-1.gif',
      ]) {
        const malformed = await failure(client.call.getProductImage({ filename }));
        expect(malformed.code).toBe(status.INVALID_ARGUMENT);
        expect(malformed.details).toMatch(/filename/);
      }
    });

    it('carries every price as an exact minor-unit string', async () => {
      const items = await allItems(100);
      for (const item of items) {
        const expected = demoBySlug(item.slug);
        item.variants.forEach((variant, index) => {
          expect(variant.price!.valueMinor).toMatch(/^\d+$/);
          expect(variant.price!.valueMinor).toBe(String(expected.variants[index]!.priceMoney.valueMinor));
          if (variant.onSale) {
            expect(variant.salePrice!.valueMinor).toBe(String(expected.variants[index]!.salePriceMoney.valueMinor));
          } else {
            expect(variant.salePrice).toBeUndefined();
          }
        });
      }
    });
  });
