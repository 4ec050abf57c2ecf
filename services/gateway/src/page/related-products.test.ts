import type { catalogV1 } from '@storefront/proto';
import { relatedProducts } from './related-products';

const product = (id: string, categories: string[], stock = 5, collectionId = 'shop'): catalogV1.Product =>
  ({
    id,
    collectionId,
    categories,
    productType: 1,
    variants: [{ id: `${id}-v`, sku: id, qtyInStock: stock, unlimited: false }],
  }) as unknown as catalogV1.Product;

const ids = (products: catalogV1.Product[]) => products.map((p) => p.id);

describe('related products', () => {
  const shirt = product('shirt', ['Apparel']);

  it('never shows the product itself, nor products of another collection, and at most four', () => {
    const list = [
      shirt,
      ...['a', 'b', 'c', 'd', 'e'].map((id) => product(id, ['Apparel'])),
      product('x', ['Apparel'], 5, 'other'),
    ];
    expect(ids(relatedProducts(shirt, list))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts products of the same category first, then the rest of the collection, each in the shop order', () => {
    const list = [product('mug', ['Kitchen']), shirt, product('beanie', ['Apparel']), product('desk', ['Furniture'])];
    expect(ids(relatedProducts(shirt, list))).toEqual(['beanie', 'mug', 'desk']);
  });

  it('puts products in stock before sold-out ones, even of the same category', () => {
    const list = [
      product('sold-out-sweater', ['Apparel'], 0),
      product('mug', ['Kitchen']),
      product('beanie', ['Apparel']),
    ];
    expect(ids(relatedProducts(shirt, list))).toEqual(['beanie', 'mug', 'sold-out-sweater']);
  });

  it('is empty when the collection holds only the product', () => {
    expect(relatedProducts(shirt, [shirt])).toEqual([]);
  });
});
