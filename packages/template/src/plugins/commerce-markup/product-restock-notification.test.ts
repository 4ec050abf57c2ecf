import { applyToItem, skeleton } from '../../../test/formatter-harness';
import { family } from './index';

const render = (json: unknown): string => applyToItem(family.formatters['product-restock-notification'], json);

const MESSAGES = {
  buttonText: 'Sign Up',
  CTAText: 'Tell me',
  placeholderText: 'Your Email',
  mailingListDescription: 'Join',
};

const page = (merch: Record<string, unknown>, extra: Record<string, unknown> = {}, messages: unknown = MESSAGES) => ({
  item: { id: 'p1' },
  productMerchandisingContext: {
    p1: { restockNotificationMessages: messages, restockNotificationViews: [{ variantId: 'v1' }], ...merch },
  },
  ...extra,
});

describe('product-restock-notification', () => {
  test('one sign-up form per variant view, with the spec §5 field names', () => {
    const out = render(page({ restockNotificationViews: [{ variantId: 1 }, { variantId: 2, hiddenByDefault: true }] }));
    expect(out).toContain('data-product-id="p1" data-variant-id="1">');
    expect(out).toContain('data-product-id="p1" data-variant-id="2" hidden>');
    expect(out).toContain('name="email" placeholder="Your Email">');
    expect(out).toContain('<input class="sqs-editable-button" type="submit" value="Sign Up">');
    expect(out).toContain('<span class="product-restock-cta">Tell me</span>');
    expect(out.match(/<form/g)).toHaveLength(2);
  });

  test('mailing list checkbox only when enabled, checked when opted in by default', () => {
    expect(render(page({}))).not.toContain('isJoinMailingList');
    expect(render(page({ mailingListSignUpEnabled: true }))).toContain('name="isJoinMailingList">Join</label>');
    expect(render(page({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true }))).toContain(
      'name="isJoinMailingList" checked>Join</label>',
    );
  });

  test('captcha area when the site has a captcha key', () => {
    expect(render(page({}))).not.toContain('captcha-container');
    expect(render(page({}, { website: { captchaSettings: { siteKey: 'k' } } }))).toContain(
      '<div class="captcha-container"></div>',
    );
  });

  test("the merchant's success text on each form, only when there is one", () => {
    const custom = { ...MESSAGES, successMessage: 'Thanks & see you "soon"' };
    const out = render(page({ restockNotificationViews: [{ variantId: 1 }, { variantId: 2 }] }, {}, custom));
    expect(out.match(/data-success-message="Thanks &amp; see you &quot;soon&quot;"/g)).toHaveLength(2);
    expect(render(page({}))).not.toContain('data-success-message');
  });

  test('nothing but the spacing without views', () => {
    expect(render(page({ restockNotificationViews: [] })).trim()).toBe('');
    expect(render({ item: { id: 'p1' } }).trim()).toBe('');
  });

  test('hostile messages and ids come out inert', () => {
    const hostile = '<script>alert(1)</script>" onmouseover="x';
    const messages = {
      buttonText: hostile,
      CTAText: hostile,
      placeholderText: hostile,
      mailingListDescription: hostile,
    };
    const json = page(
      { mailingListSignUpEnabled: true, restockNotificationViews: [{ variantId: hostile }] },
      {},
      messages,
    );
    const out = render(json);
    expect(out).not.toContain('<script');
    expect(out).not.toContain('" onmouseover');
    expect(skeleton(out)).toBe(skeleton(render(page({ mailingListSignUpEnabled: true }))));
  });
});
