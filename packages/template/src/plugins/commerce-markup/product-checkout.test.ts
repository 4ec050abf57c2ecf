import { Context } from '../../exec/context';
import { family } from './index';

function render(name: string, json: unknown): string {
  const ctx = new Context({ json, locale: 'en', now: 0 });
  const vars = [{ name: 'item', value: ctx.resolvePath('item') }];
  family.formatters[name].apply(ctx, [], vars, undefined);
  return vars[0].value as string;
}

describe('product-checkout', () => {
  const json = {
    item: {
      id: 'p1',
      structuredContent: {
        productType: 1,
        variants: [
          { attributes: { Size: 'S' }, qtyInStock: 3 },
          { attributes: { Size: 'M' }, qtyInStock: 3 },
        ],
        variantOptionOrdering: ['Size'],
      },
    },
  };

  test('variant selectors, quantity input and add-to-cart button, in that order', () => {
    expect(render('product-checkout', json)).toBe(
      render('variants-select', json) + render('quantity-input', json) + render('add-to-cart-btn', json),
    );
  });

  test('a digital product without variants is just the button', () => {
    const digital = { item: { id: 'd', structuredContent: { productType: 2 } } };
    expect(render('product-checkout', digital)).toBe(render('add-to-cart-btn', digital));
  });
});
