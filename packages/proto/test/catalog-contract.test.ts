import { credentials, Metadata, Server, ServerCredentials, status, type ServiceError } from '@grpc/grpc-js';
import { catalogV1 } from '../src';

const { BillingPeriodUnit, CatalogServiceClient, CatalogServiceService, GetItemRequest, Product, ProductType } =
  catalogV1;

// 2^53 + 1: the first integer a JS number cannot hold, so it only survives if int64 stays a string end to end.
const beyondDoublePrecision = '9007199254740993';

function usd(valueMinor: string): catalogV1.Money {
  return { valueMinor, currency: 'USD' };
}

function apron(): catalogV1.Product {
  return Product.fromPartial({
    id: 'item-1',
    slug: 'linen-apron',
    title: 'Linen Apron',
    collectionId: 'col-shop',
    url: '/shop/p/linen-apron',
    productType: ProductType.PRODUCT_TYPE_PHYSICAL,
    variants: [
      {
        id: 'var-1',
        sku: 'SQ-APRON-S-RED',
        attributes: { Size: 'S', Color: 'Red' },
        optionValues: [
          { optionName: 'Size', value: 'S' },
          { optionName: 'Color', value: 'Red' },
        ],
        qtyInStock: 3,
        price: usd('4500'),
        salePrice: usd('3900'),
        onSale: true,
      },
      {
        id: 'var-2',
        sku: 'SQ-APRON-L-RED',
        attributes: { Size: 'L', Color: 'Red' },
        unlimited: true,
        price: usd(beyondDoublePrecision),
      },
    ],
    images: [
      { assetUrl: '/assets/apron.jpg', originalSize: { width: 1500, height: 1000 }, focalPoint: { x: 0.25, y: 0.75 } },
    ],
    isSubscribable: true,
    subscriptionPlan: {
      billingPeriod: { value: 2, unit: BillingPeriodUnit.BILLING_PERIOD_UNIT_WEEK },
      numBillingCycles: 6,
    },
    variantOptionOrdering: ['Size', 'Color'],
    userDefinedVariantOptions: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Red'] },
    ],
  });
}

describe('catalog.v1 generated code', () => {
  it('round-trips a product with variants, options and Money through the wire format', () => {
    const product = apron();
    const decoded = Product.decode(Product.encode(product).finish());

    expect(decoded).toEqual(product);
    expect(decoded.variants[1].price).toEqual({ valueMinor: beyondDoublePrecision, currency: 'USD' });
    expect(decoded.variants[0].attributes).toEqual({ Size: 'S', Color: 'Red' });
    expect(decoded.subscriptionPlan?.billingPeriod?.unit).toBe(BillingPeriodUnit.BILLING_PERIOD_UNIT_WEEK);
  });

  it('keeps int64 minor units exact through proto3 JSON', () => {
    const json = Product.toJSON(apron()) as { variants: { price: { valueMinor: string } }[] };
    expect(json.variants[1].price.valueMinor).toBe(beyondDoublePrecision);
    expect(Product.fromJSON(JSON.parse(JSON.stringify(json)))).toEqual(apron());
  });

  it('leaves unset message fields absent rather than filled with defaults', () => {
    const decoded = Product.decode(Product.encode(Product.fromPartial({ id: 'item-2' })).finish());
    expect(decoded.subscriptionPlan).toBeUndefined();
    expect(decoded.price).toBeUndefined();
    expect(decoded.variants).toEqual([]);
  });

  it('encodes the GetItem key as a tagged union', () => {
    const bySlug = GetItemRequest.decode(
      GetItemRequest.encode({ key: { $case: 'slug', slug: 'linen-apron' } }).finish(),
    );
    expect(bySlug.key).toEqual({ $case: 'slug', slug: 'linen-apron' });
    expect(GetItemRequest.decode(GetItemRequest.encode({}).finish()).key).toBeUndefined();
  });
});

describe('catalog.v1 over grpc-js', () => {
  let server: Server;
  let client: InstanceType<typeof CatalogServiceClient>;

  beforeAll(async () => {
    server = new Server();
    const getItem: catalogV1.CatalogServiceServer['getItem'] = (call, callback) => {
      const key = call.request.key;
      if (key?.$case === 'slug' && key.slug === 'linen-apron') return callback(null, { item: apron() });
      callback({ code: status.NOT_FOUND, details: 'no such item' });
    };
    server.addService(CatalogServiceService, { getItem });
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, boundPort) =>
        error ? reject(error) : resolve(boundPort),
      ),
    );
    client = new CatalogServiceClient(`127.0.0.1:${port}`, credentials.createInsecure());
  });

  afterAll(async () => {
    client.close();
    await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
  });

  function getItem(request: catalogV1.GetItemRequest): Promise<catalogV1.GetItemResponse> {
    return new Promise((resolve, reject) =>
      client.getItem(request, new Metadata(), { deadline: Date.now() + 5_000 }, (error, response) =>
        error ? reject(error) : resolve(response),
      ),
    );
  }

  it('serves GetItem with int64 Money intact', async () => {
    const response = await getItem({ key: { $case: 'slug', slug: 'linen-apron' } });
    expect(response.item).toEqual(apron());
    expect(response.item?.variants[1].price?.valueMinor).toBe(beyondDoublePrecision);
  });

  it('carries a status code back to the caller', async () => {
    await expect(getItem({ key: { $case: 'id', id: 'missing' } })).rejects.toMatchObject<Partial<ServiceError>>({
      code: status.NOT_FOUND,
    });
  });

  it('answers UNIMPLEMENTED for RPCs a server does not provide', async () => {
    const call = new Promise((resolve, reject) =>
      client.getStock({ itemIds: ['item-1'] }, new Metadata(), { deadline: Date.now() + 5_000 }, (error, response) =>
        error ? reject(error) : resolve(response),
      ),
    );
    await expect(call).rejects.toMatchObject({ code: status.UNIMPLEMENTED });
  });
});
