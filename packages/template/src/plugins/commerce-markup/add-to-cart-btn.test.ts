import { applyToItem, productPage, skeleton } from '../../../test/formatter-harness';
import { family } from './index';

const HOSTILE = '<script>alert(1)</script>" onmouseover="x" \'&amp;';

const render = (json: unknown): string => applyToItem(family.formatters['add-to-cart-btn'], json);

const product = (content: Record<string, unknown>, page: Record<string, unknown> = {}) =>
  productPage(content, page, { collectionId: 'c1' });

describe('add-to-cart-btn', () => {
  test('default label and hooks', () => {
    const out = render(product({}));
    expect(out).toContain('data-collection-id="c1" data-item-id="p1" data-product-type="1"');
    expect(out).toContain('data-original-label="Add To Cart" >');
    expect(out).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
  });

  test('custom label wins only when enabled and non-empty', () => {
    expect(render(product({ useCustomAddButtonText: true, customAddButtonText: 'Buy' }))).toContain('>Buy</div>');
    expect(render(product({ useCustomAddButtonText: false, customAddButtonText: 'Buy' }))).toContain(
      '>Add To Cart</div>',
    );
    expect(render(product({ useCustomAddButtonText: true, customAddButtonText: '' }))).toContain('>Add To Cart</div>');
  });

  test('subscription label, flag and first option', () => {
    const out = render(
      product(
        { isSubscribable: true, productSubscriptionOptions: [{ id: 'o1' }, { id: 'o2' }] },
        { localizedStrings: { productSubscribeText: 'Subscribe now' } },
      ),
    );
    expect(out).toContain(
      'data-is-subscription="true" data-original-label="Subscribe now" data-subscription-option-id="o1">',
    );
  });

  test('custom form travels as escaped JSON', () => {
    const out = render(product({ additionalFieldsFormId: 'f', additionalFieldsForm: { name: 'F</script>' } }));
    expect(out).toContain('sqs-button-element--primary use-form"');
    expect(out).toContain('data-form="{&quot;name&quot;:&quot;F&lt;\\/script&gt;&quot;}">');
  });

  test('a localized label is used only when it has content', () => {
    expect(render(product({}, { localizedStrings: { productAddToCartText: 'Ajouter' } }))).toContain('>Ajouter</div>');
    expect(render(product({}, { localizedStrings: { productAddToCartText: '' } }))).toContain('>Add To Cart</div>');
  });

  test('missing product still renders a button', () => {
    expect(render({})).toContain('data-item-id="" data-product-type=""');
  });

  test('hostile merchant text comes out inert', () => {
    const hostileJson = {
      item: {
        id: HOSTILE,
        collectionId: HOSTILE,
        structuredContent: {
          productType: HOSTILE,
          useCustomAddButtonText: HOSTILE,
          customAddButtonText: HOSTILE,
          additionalFieldsFormId: 'f',
          additionalFieldsForm: { x: HOSTILE },
        },
      },
    };
    const out = render(hostileJson);
    expect(out).not.toContain('<script');
    expect(out).not.toContain('" onmouseover');
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;x&quot; '&amp;amp;");
    const reference = render({
      item: {
        id: 'i',
        collectionId: 'c',
        structuredContent: {
          productType: 't',
          useCustomAddButtonText: 'u',
          customAddButtonText: 'l',
          additionalFieldsFormId: 'f',
          additionalFieldsForm: { x: 'y' },
        },
      },
    });
    expect(skeleton(out)).toBe(skeleton(reference));
  });

  test('hostile localized label comes out inert', () => {
    const out = render(product({}, { localizedStrings: { productAddToCartText: HOSTILE } }));
    expect(out).not.toContain('<script');
    expect(skeleton(out)).toBe(skeleton(render(product({}))));
  });
});
