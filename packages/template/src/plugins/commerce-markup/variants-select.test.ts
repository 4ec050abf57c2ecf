import { applyToItem, productPage, skeleton } from '../../../test/formatter-harness';
import { family } from './index';

const render = (json: unknown, locale = 'en'): string =>
  applyToItem(family.formatters['variants-select'], json, { locale });

const shirt = (content: Record<string, unknown> = {}, page: Record<string, unknown> = {}) =>
  productPage(
    {
      variants: [{ attributes: { Color: 'Red', Size: 'S' } }, { attributes: { Color: 'Blue', Size: 'S' } }],
      variantOptionOrdering: ['Size', 'Color'],
      ...content,
    },
    page,
  );

describe('variants-select', () => {
  test('one dropdown and radio group per option, in the merchant order, distinct values', () => {
    const out = render(shirt());
    expect(out.indexOf('data-variant-option-name="Size"')).toBeLessThan(
      out.indexOf('data-variant-option-name="Color"'),
    );
    expect(out).toContain('<option value="">Select Size</option>\n        <option value="S">S</option>\n');
    expect(out).toContain('<option value="Red">Red</option><option value="Blue">Blue</option>');
    expect(out).toContain(
      '<input type="radio" class="variant-radiobtn" value="Red" name="variant-option-Color" id="variant-option-Color-Red"/>',
    );
    expect(out).toContain('for="variant-option-Color-Red">Red</label>');
  });

  test('nothing to choose: fewer than two variants or no options', () => {
    expect(render(shirt({ variants: [{ attributes: { Color: 'Red' } }] }))).toBe('');
    expect(render(shirt({ variantOptionOrdering: [] }))).toBe('');
    expect(render({})).toBe('');
  });

  test('subscription data for the page script', () => {
    const out = render(
      shirt({ isSubscribable: true, subscriptionPlan: { billingPeriod: { unit: 'MONTH', value: 2 } } }),
    );
    expect(out).toContain(
      'data-is-subscribable="true" data-subscription-plan="{&quot;billingPeriod&quot;:{&quot;unit&quot;:&quot;MONTH&quot;,&quot;value&quot;:2}}"',
    );
  });

  test('localized prompt is a message over {variantName}', () => {
    const out = render(shirt({}, { localizedStrings: { productVariantSelectText: 'Choisir {variantName}' } }));
    expect(out).toContain('<option value="">Choisir Size</option>');
  });

  test('gift cards name their denomination option themselves', () => {
    const card = (page: Record<string, unknown> = {}) =>
      productPage(
        {
          productType: 4,
          variants: [{ attributes: { Value: '25' } }, { attributes: { Value: '50' } }],
          variantOptionOrdering: ['Value'],
        },
        page,
      );
    const out = render(card());
    expect(out).toContain('<div class="variant-option-title">Value: </div>');
    expect(out).toContain('<option value="">Select Value</option>');
    const localized = render(
      card({ localizedStrings: { giftCardValueDisplayText: 'Montant', giftCardVariantSelectText: 'Choisir' } }),
    );
    expect(localized).toContain('<div class="variant-option-title">Montant: </div>');
    expect(localized).toContain('aria-label="Choisir"');
  });

  test('hostile option names, values and prompt come out inert', () => {
    const hostile = '<script>alert(1)</script>" onmouseover="x';
    const out = render({
      localizedStrings: { productVariantSelectText: '<img src=x onerror=alert(1)> {variantName}' },
      item: {
        id: hostile,
        structuredContent: {
          variants: [{ attributes: { [hostile]: hostile } }, { attributes: { [hostile]: 'javascript:alert(1)' } }],
          variantOptionOrdering: [hostile],
          isSubscribable: true,
          subscriptionPlan: { x: hostile },
        },
      },
    });
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('" onmouseover');
    expect(out).not.toMatch(/(href|src|action)="javascript:/i);
    const benign = render({
      item: {
        id: 'i',
        structuredContent: {
          variants: [{ attributes: { n: 'a' } }, { attributes: { n: 'b' } }],
          variantOptionOrdering: ['n'],
          isSubscribable: true,
          subscriptionPlan: { x: 'y' },
        },
      },
    });
    expect(skeleton(out)).toBe(skeleton(benign));
  });
});
