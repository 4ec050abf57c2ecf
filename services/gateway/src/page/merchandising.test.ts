import { catalogV1 } from '@storefront/proto';
import { DEFAULT_SCARCITY_TEXT, pageMerchandising } from './merchandising';

const { PRODUCT_VIEW_DETAIL: DETAIL, PRODUCT_VIEW_QUICK_VIEW: QUICK_VIEW } = catalogV1.ProductView;

function variant(
  id: string,
  qtyInStock: number,
  attributes: Record<string, string> = {},
  unlimited = false,
): catalogV1.Variant {
  return { id, sku: id, attributes, optionValues: [], qtyInStock, unlimited, onSale: false };
}

function product(variants: catalogV1.Variant[]): catalogV1.Product {
  return catalogV1.Product.fromPartial({ id: 'p1', variants });
}

const context = (partial: Partial<catalogV1.MerchandisingContext>) =>
  catalogV1.MerchandisingContext.fromPartial({ productId: 'p1', ...partial });

describe('pageMerchandising', () => {
  it('offers restock sign-up for each sold-out limited variant, hidden until chosen when there are several', () => {
    const shirt = product([
      variant('s', 0, { Size: 'S' }),
      variant('m', 5, { Size: 'M' }),
      variant('l', 0, { Size: 'L' }, true),
    ]);
    const result = pageMerchandising(shirt, context({ restockNotificationViews: [DETAIL] }), 'detail');
    expect(result?.restockNotificationViews).toEqual([{ variantId: 's', hiddenByDefault: true }]);
    expect(result?.restockNotificationMessages.successMessage).toBe('Signed up!');
  });

  it('shows the restock form of a single sold-out variant at once', () => {
    const camera = product([variant('only', 0)]);
    const result = pageMerchandising(camera, context({ restockNotificationViews: [DETAIL] }), 'detail');
    expect(result?.restockNotificationViews).toEqual([{ variantId: 'only', hiddenByDefault: false }]);
  });

  it('respects the surfaces the merchant chose', () => {
    const camera = product([variant('only', 0)]);
    const ctx = context({
      restockNotificationViews: [QUICK_VIEW],
      scarcityEnabled: true,
      scarcityTemplateViews: [QUICK_VIEW],
    });
    expect(pageMerchandising(camera, ctx, 'detail')?.restockNotificationViews).toEqual([]);
    expect(pageMerchandising(camera, ctx, 'quick-view')?.restockNotificationViews).toHaveLength(1);
    expect(pageMerchandising(camera, ctx, 'detail')?.scarcityEnabled).toBe(false);
  });

  it('lists low stock (1 to 3 units) for scarcity, with attributes when there are several variants', () => {
    const mug = product([
      variant('a', 3, { Color: 'Slate' }),
      variant('b', 4, { Color: 'Sand' }),
      variant('c', 0, { Color: 'Red' }),
    ]);
    const result = pageMerchandising(
      mug,
      context({ scarcityEnabled: true, scarcityTemplateViews: [DETAIL] }),
      'detail',
    );
    expect(result?.scarcityTemplateViews).toEqual([{ variantId: 'a', attributes: { Color: 'Slate' }, qtyInStock: 3 }]);
    expect(result?.scarcityText).toBe(DEFAULT_SCARCITY_TEXT);

    const single = product([variant('x', 1)]);
    const one = pageMerchandising(
      single,
      context({ scarcityEnabled: true, scarcityTemplateViews: [DETAIL], scarcityText: 'Last {qtyInStock}!' }),
      'detail',
    );
    expect(one?.scarcityTemplateViews).toEqual([{ qtyInStock: 1 }]);
    expect(one?.scarcityText).toBe('Last {qtyInStock}!');
  });

  it('has nothing to say without a merchandising context', () => {
    expect(pageMerchandising(product([variant('a', 0)]), undefined, 'detail')).toBeUndefined();
  });
});
