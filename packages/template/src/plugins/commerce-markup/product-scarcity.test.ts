import { applyToItem } from '../../../test/formatter-harness';
import { family } from './index';

const render = (json: unknown, locale = 'en'): string =>
  applyToItem(family.formatters['product-scarcity'], json, { locale });

const page = (merch: Record<string, unknown>) => ({
  item: { id: 'p1' },
  productMerchandisingContext: {
    p1: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left!', ...merch },
  },
});

describe('product-scarcity', () => {
  test('a hidden message per variant, a shown one for the whole product', () => {
    const out = render(
      page({ scarcityTemplateViews: [{ qtyInStock: 3 }, { qtyInStock: 2, attributes: { Color: 'Red' } }] }),
    );
    expect(out).toBe(
      '\n  <div class="product-scarcity">\n    Only 3 left!\n  </div>\n' +
        '\n  <div class="product-scarcity" data-variant-attributes="{&quot;Color&quot;:&quot;Red&quot;}" hidden>\n    Only 2 left!\n  </div>\n',
    );
  });

  test('nothing unless enabled', () => {
    expect(render(page({ scarcityEnabled: false, scarcityTemplateViews: [{ qtyInStock: 3 }] }))).toBe('');
    expect(render(page({ scarcityEnabled: 'false', scarcityTemplateViews: [{ qtyInStock: 3 }] }))).toBe('');
    expect(render({ item: { id: 'p1' } })).toBe('');
  });

  test('the text is a message: plural forms follow the locale', () => {
    const text = '{qtyInStock, plural, one {Last one!} other {Only # left}}';
    expect(render(page({ scarcityText: text, scarcityTemplateViews: [{ qtyInStock: 1 }] }))).toContain('Last one!');
    expect(render(page({ scarcityText: text, scarcityTemplateViews: [{ qtyInStock: 4 }] }))).toContain('Only 4 left');
  });

  test('hostile text and attributes come out inert', () => {
    const hostile = '<script>alert(1)</script>" onmouseover="x';
    const out = render(
      page({
        scarcityText: hostile + ' {qtyInStock}',
        scarcityTemplateViews: [{ qtyInStock: hostile, attributes: { [hostile]: hostile } }],
      }),
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('" onmouseover');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;x &lt;script&gt;');
    expect(out.match(/"/g)).toHaveLength(4);
  });
});
