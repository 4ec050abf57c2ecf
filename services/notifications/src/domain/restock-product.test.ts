import { catalogV1 } from '@storefront/proto';
import {
  absoluteUrl,
  chosenVariant,
  productSnapshot,
  requireRestockSignUps,
  variantDescription,
} from './restock-product';

const money = (valueMinor: number, currency = 'USD'): catalogV1.Money => ({ valueMinor: String(valueMinor), currency });

const variant = (id: string, extra: Partial<catalogV1.Variant> = {}): catalogV1.Variant => ({
  ...catalogV1.Variant.fromPartial({ id, price: money(1500) }),
  ...extra,
});

const product = (variants: catalogV1.Variant[], extra: Partial<catalogV1.Product> = {}): catalogV1.Product => ({
  ...catalogV1.Product.fromPartial({ id: 'p1', slug: 'linen-apron', title: 'Linen Apron' }),
  variants,
  ...extra,
});

describe('restock product rules', () => {
  it("names the only variant for an empty id, and only the product's own variants otherwise", () => {
    const only = variant('v1');
    expect(chosenVariant(product([only]), '')).toBe(only);
    expect(() => chosenVariant(product([only, variant('v2')]), '')).toThrow('This product is no longer available.');
    expect(() => chosenVariant(product([only]), 'v9')).toThrow('This product is no longer available.');
  });

  it('takes sign-ups only where the merchandising shows the restock form', () => {
    expect(() => requireRestockSignUps(undefined)).toThrow();
    expect(() => requireRestockSignUps(catalogV1.MerchandisingContext.fromPartial({}))).toThrow();
    expect(() =>
      requireRestockSignUps(
        catalogV1.MerchandisingContext.fromPartial({
          restockNotificationViews: [catalogV1.ProductView.PRODUCT_VIEW_DETAIL],
        }),
      ),
    ).not.toThrow();
  });

  it("describes a variant by its option values in the product's option order", () => {
    const blueLarge = variant('v', {
      optionValues: [
        { optionName: 'Color', value: 'Blue' },
        { optionName: 'Size', value: 'Large' },
      ],
    });
    expect(variantDescription(blueLarge)).toBe('Blue / Large');
    expect(variantDescription(variant('plain'))).toBe('');
  });

  it('snapshots absolute links and the price the variant sells at, in the store currency', () => {
    const onSale = variant('v1', { price: money(2000, 'EUR'), salePrice: money(1500, 'EUR'), onSale: true });
    const apron = product([onSale], {
      images: [catalogV1.ImageAsset.fromPartial({ assetUrl: '/assets/products/apron.svg' })],
    });
    expect(productSnapshot(apron, onSale, 'EUR', 'https://shop.example/')).toEqual({
      productTitle: 'Linen Apron',
      variantDescription: '',
      productUrl: 'https://shop.example/shop/p/linen-apron',
      imageUrl: 'https://shop.example/assets/products/apron.svg',
      priceMinor: 1500,
      currency: 'EUR',
    });
    // a digital product's price is its own
    const ebook = product([variant('v1')], { price: money(900) });
    expect(productSnapshot(ebook, ebook.variants[0]!, 'USD', 'http://localhost:8080').priceMinor).toBe(900);
    expect(absoluteUrl('http://localhost:8080', '')).toBe('');
  });
});
