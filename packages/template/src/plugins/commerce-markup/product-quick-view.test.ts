import { applyToItem } from '../../../test/formatter-harness';
import { family } from './index';

const render = (json: unknown, args: string[] = []): string =>
  applyToItem(family.formatters['product-quick-view'], json, { args });

describe('product-quick-view', () => {
  test('button with the product id and default text', () => {
    expect(render({ item: { id: 'p1' } })).toBe(
      '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1" data-group="">Quick View</span>',
    );
  });

  test('the group argument names a value in scope, else is the group itself', () => {
    expect(render({ item: { id: 'p1' }, list: 'summary-1' }, ['list'])).toContain('data-group="summary-1"');
    expect(render({ item: { id: 'p1' } }, ['list'])).toContain('data-group="list"');
  });

  test('any localized text the site defines is used', () => {
    expect(render({ item: { id: 'p1' }, localizedStrings: { productQuickViewText: 'Aperçu' } })).toContain(
      '>Aperçu</span>',
    );
    expect(render({ item: { id: 'p1' }, localizedStrings: { productQuickViewText: '' } })).toContain('"></span>');
  });

  test('hostile id, group and text come out inert', () => {
    const hostile = '<script>alert(1)</script>" onmouseover="x';
    const out = render({ item: { id: hostile }, g: hostile, localizedStrings: { productQuickViewText: hostile } }, [
      'g',
    ]);
    expect(out).not.toContain('<script');
    expect(out).not.toContain('" onmouseover');
    expect(out.match(/</g)).toHaveLength(2);
    expect(out.match(/"/g)).toHaveLength(10);
  });
});
