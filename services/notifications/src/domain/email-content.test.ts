import { notificationsV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { accountLinkContent } from './email-content';

const link = (fields: Partial<notificationsV1.AccountLinkEmail>): notificationsV1.AccountLinkEmail => ({
  kind: notificationsV1.AccountLinkEmail_Kind.KIND_INVITATION,
  path: '/config/invitation?token=abc',
  expiresAtMs: '0',
  ...fields,
});

describe('account link content', () => {
  test("carries the link's expiry as the accounts service set it, 0 when not stated", () => {
    expect(accountLinkContent(link({ expiresAtMs: '1795000000000' }))).toEqual({
      kind: 'invitation',
      path: '/config/invitation?token=abc',
      expiresAtMs: 1795000000000,
    });
    expect(accountLinkContent(link({})).expiresAtMs).toBe(0);
  });

  test.each(['-1', '1.5', 'NaN', '9000000000000000'])('refuses an expiry of %s as no moment', (expiresAtMs) => {
    expect(() => accountLinkContent(link({ expiresAtMs }))).toThrow(InvalidArgumentError);
  });

  test.each(['//evil.example/x', 'https://evil.example/', '/a b', '/a\\b'])(
    'refuses %j as a path of the shop',
    (path) => {
      expect(() => accountLinkContent(link({ path }))).toThrow(InvalidArgumentError);
    },
  );
});
