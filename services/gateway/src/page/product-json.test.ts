import { catalogV1 } from '@storefront/proto';
import { compileTemplate, executeTemplate } from '@storefront/template';
import { excerptOf, productJson, systemDataVariants } from './product-json';

const usd = (valueMinor: string) => ({ valueMinor, currency: 'USD' });

const subscription = catalogV1.Product.fromPartial({
  id: 'coffee',
  slug: 'weekly-coffee',
  title: 'Weekly Coffee',
  collectionId: 'shop',
  url: '/shop/p/weekly-coffee',
  description: '<p>Fresh beans.</p><p>Roasted Mondays.</p>',
  productType: catalogV1.ProductType.PRODUCT_TYPE_PHYSICAL,
  isSubscribable: true,
  subscriptionPlan: {
    billingPeriod: { value: 1, unit: catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_WEEK },
    numBillingCycles: 0,
  },
  subscriptionOptions: [{ id: 'opt-1', pricing: { price: usd('1600'), onSale: false } }],
  variants: [
    { id: 'v1', sku: 'COF-1', attributes: { Grind: 'Whole' }, qtyInStock: 5, price: usd('1800'), onSale: false },
  ],
  images: [
    {
      assetUrl: '/assets/products/weekly-coffee-1.svg',
      originalSize: { width: 1500, height: 1500 },
      altText: 'Weekly Coffee',
    },
  ],
});

describe('productJson', () => {
  const item = productJson(subscription);
  const content = item.structuredContent as Record<string, unknown>;
  const [variant] = content.variants as Record<string, unknown>[];

  it('carries item fields under the names templates read', () => {
    expect(item).toMatchObject({
      id: 'coffee',
      recordType: 11,
      urlId: 'weekly-coffee',
      fullUrl: '/shop/p/weekly-coffee',
      excerpt: '<p>Fresh beans.</p>',
      assetUrl: '/assets/products/weekly-coffee-1.svg',
      originalSize: '1500x1500',
    });
    expect(content).toMatchObject({ _type: 'Product', productType: 1, isSubscribable: true });
  });

  it('names its main image, so list cards and quick view show it, and none without images', () => {
    const hasImage = (json: unknown) =>
      executeTemplate(compileTemplate('{.main-image?}image{.or}none{.end}'), { json }).output;
    expect(hasImage(item)).toBe('image');
    expect(hasImage(productJson(catalogV1.Product.fromPartial({ ...subscription, images: [] })))).toBe('none');
  });

  it('prices variants as Money in major units plus legacy cents', () => {
    expect(variant).toMatchObject({ price: 1800, priceMoney: { value: '18.00', currency: 'USD' }, qtyInStock: 5 });
  });

  it('names the billing unit and puts subscription pricing on each variant', () => {
    expect(content.subscriptionPlan).toEqual({ billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 0 });
    expect(content.productSubscriptionOptions).toEqual([{ id: 'opt-1', subscriptionPlan: undefined }]);
    expect(variant!.pricingOptions).toEqual([
      {
        id: 'opt-1',
        priceMoney: { value: '16.00', currency: 'USD' },
        salePriceMoney: { value: '0.00', currency: 'USD' },
        onSale: false,
      },
    ]);
  });

  it('keeps a broken custom form definition from breaking the page', () => {
    const withForm = productJson(
      catalogV1.Product.fromPartial({ id: 'x', additionalFieldsFormId: 'f', additionalFieldsFormJson: '{broken' }),
    );
    expect(withForm.structuredContent.additionalFieldsFormId).toBe('f');
    expect(withForm.structuredContent.additionalFieldsForm).toBeUndefined();
  });
});

it('systemDataVariants lists the standard widths up to the original', () => {
  expect(systemDataVariants({ width: 1500, height: 1000 })).toBe('1500x1000,100w,300w,500w,750w,1000w,1500w');
  expect(systemDataVariants({ width: 400, height: 400 })).toBe('400x400,100w,300w');
  expect(systemDataVariants(undefined)).toBe('');
});

it('excerptOf takes the first paragraph', () => {
  expect(excerptOf('<h2>x</h2><p>One</p><p>Two</p>')).toBe('<p>One</p>');
  expect(excerptOf('plain text')).toBe('');
});
