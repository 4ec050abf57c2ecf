import { applyToItem, productPage } from '../../../test/formatter-harness';
import { family } from './index';

const render = (name: string, json: unknown): string => applyToItem(family.formatters[name], json);

describe('product-checkout', () => {
  const json = productPage({
    variants: [
      { attributes: { Size: 'S' }, qtyInStock: 3 },
      { attributes: { Size: 'M' }, qtyInStock: 3 },
    ],
    variantOptionOrdering: ['Size'],
  });

  test('variant selectors, quantity input and add-to-cart button, in that order', () => {
    expect(render('product-checkout', json)).toBe(
      render('variants-select', json) + render('quantity-input', json) + render('add-to-cart-btn', json),
    );
  });

  test('a digital product without variants is just the button', () => {
    const digital = productPage({ productType: 2 });
    expect(render('product-checkout', digital)).toBe(render('add-to-cart-btn', digital));
  });
});
