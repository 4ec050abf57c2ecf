import { applyToItem, productPage, skeleton } from '../../../test/formatter-harness';
import { family } from './index';

const render = (json: unknown): string => applyToItem(family.formatters['quantity-input'], json);

const product = (content: Record<string, unknown>, page: Record<string, unknown> = {}) =>
  productPage({ variants: [{ qtyInStock: 5 }], ...content }, page);

describe('quantity-input', () => {
  test('a number input from 1 to 9999, step 1, default 1 (spec §5)', () => {
    const out = render(product({}));
    expect(out).toContain('<div class="product-quantity-input" data-item-id="p1" data-animation-role="content">');
    expect(out).toContain('<div class="quantity-label">Quantity:</div>');
    expect(out).toContain(
      '<input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>',
    );
  });

  test('only physical products, or services when the store allows it', () => {
    expect(render(product({ productType: 2 }))).toBe('');
    expect(render(product({ productType: 4 }))).toBe('');
    expect(render(product({ productType: 3 }))).not.toBe('');
    const noMultiple = { websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } } };
    expect(render(product({ productType: 3 }, noMultiple))).toBe('');
    expect(render(product({ productType: '1' }))).not.toBe('');
  });

  test('never for subscriptions', () => {
    expect(render(product({ isSubscribable: true }))).toBe('');
    expect(render(product({ isSubscribable: 'true' }))).toBe('');
    expect(render(product({ isSubscribable: 'false' }))).not.toBe('');
  });

  test('only when more than one unit is in stock', () => {
    expect(render(product({ variants: [{ qtyInStock: 1 }] }))).toBe('');
    expect(render(product({ variants: [{ qtyInStock: 1 }, { qtyInStock: 1 }] }))).not.toBe('');
    expect(render(product({ variants: [{ qtyInStock: 0, unlimited: true }] }))).not.toBe('');
    expect(render(product({ variants: [] }))).toBe('');
    expect(render(product({ variants: 'many' }))).toBe('');
  });

  test('localized label, escaped', () => {
    const out = render(product({}, { localizedStrings: { productQuantityInputLabel: '<b>"Qté"</b>' } }));
    expect(out).toContain('<div class="quantity-label">&lt;b&gt;&quot;Qté&quot;&lt;/b&gt;:</div>');
    expect(out).toContain('aria-label="&lt;b&gt;&quot;Qté&quot;&lt;/b&gt;"');
  });

  test('hostile id and label come out inert', () => {
    const hostile = '<script>alert(1)</script>" onmouseover="x';
    const json = product({}, { localizedStrings: { productQuantityInputLabel: hostile } });
    (json.item as { id: string }).id = hostile;
    const out = render(json);
    expect(out).not.toContain('<script');
    expect(out).not.toContain('" onmouseover');
    expect(skeleton(out)).toBe(skeleton(render(product({}))));
  });
});
