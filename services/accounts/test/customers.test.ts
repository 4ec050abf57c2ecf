import { status } from '@grpc/grpc-js';
import { failure, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { admin, CUSTOMER, demoOwnerEnv, freshAddress, OWNER, signUpCustomer } from './support/people';
import { backends, startAccountsService } from './support/running-accounts';

jest.setTimeout(60_000);

noteSkippedBackends('accounts customers');

const refusal = async (call: Promise<unknown>) => {
  const error = await failure(call);
  return { code: error.code, details: error.details };
};

if (backends.length > 0)
  describe.each(backends)('customers on $name', (backend) => {
    const service = underTest(() => startAccountsService(backend, { env: demoOwnerEnv }));

    it('signs a customer up with a random siteUserId and the first session', async () => {
      const { client } = service();
      const first = await client.call.signUp({
        email: ' Shopper@Example.com ',
        password: 'shopper-password',
        displayName: 'Sam',
        clientAddress: freshAddress(),
        replacesSessionToken: '',
      });
      expect(first.account).toEqual({
        accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: CUSTOMER,
        email: 'shopper@example.com',
        displayName: 'Sam',
        roles: [],
        siteUserId: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      const second = await signUpCustomer(client, 'other-shopper@example.com');
      expect(second.account!.siteUserId).not.toBe(first.account!.siteUserId);
      await expect(client.call.checkSession({ sessionToken: first.session!.sessionToken })).resolves.toMatchObject({
        account: first.account,
      });
      // and signs in as a customer afterwards
      const again = await client.call.signIn({
        kind: CUSTOMER,
        email: 'SHOPPER@example.com',
        password: 'shopper-password',
        clientAddress: freshAddress(),
        replacesSessionToken: first.session!.sessionToken,
      });
      expect(again.account).toEqual(first.account);
      await expect(
        refusal(client.call.checkSession({ sessionToken: first.session!.sessionToken })),
      ).resolves.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
    });

    it('refuses a second customer account for one e-mail, however it is typed', async () => {
      const { client } = service();
      await signUpCustomer(client, 'once@example.com');
      await expect(refusal(signUpCustomer(client, ' ONCE@example.com'))).resolves.toEqual({
        code: status.ALREADY_EXISTS,
        details: 'An account with this email already exists.',
      });
    });

    it('lets an owner be a customer too, with a password of its own', async () => {
      const { client } = service();
      const { account } = await signUpCustomer(client, admin.email, 'customer-side-password');
      expect(account).toMatchObject({ kind: CUSTOMER, email: admin.email, roles: [] });
      const signIn = (kind: number, password: string) =>
        client.call.signIn({
          kind,
          email: admin.email,
          password,
          clientAddress: freshAddress(),
          replacesSessionToken: '',
        });
      await expect(signIn(CUSTOMER, 'customer-side-password')).resolves.toMatchObject({ account: { kind: CUSTOMER } });
      await expect(signIn(OWNER, admin.password)).resolves.toMatchObject({ account: { kind: OWNER } });
      await expect(refusal(signIn(OWNER, 'customer-side-password'))).resolves.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
    });

    it('revokes the session the browser held when it signs up', async () => {
      const { client } = service();
      const { session: before } = await signUpCustomer(client, 'first-account@example.com');
      await client.call.signUp({
        email: 'second-account@example.com',
        password: 'p'.repeat(12),
        displayName: '',
        clientAddress: '',
        replacesSessionToken: before!.sessionToken,
      });
      await expect(refusal(client.call.checkSession({ sessionToken: before!.sessionToken }))).resolves.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
    });

    it.each([
      [
        'an e-mail without a domain',
        { email: 'shopper@' },
        'Email is not valid. Email addresses should follow the format user-at-domain.',
      ],
      [
        'an e-mail of 257 characters',
        { email: `${'u'.repeat(245)}@example.com` },
        'Email is not valid. Email addresses should follow the format user-at-domain.',
      ],
      ['a password of 7 characters', { password: '1234567' }, 'Use a password of 8 to 256 characters.'],
      ['a password of 257 characters', { password: 'p'.repeat(257) }, 'Use a password of 8 to 256 characters.'],
      ['a name of 201 characters', { displayName: 'n'.repeat(201) }, 'Names may be at most 200 characters long.'],
    ])('refuses %s', async (_case, change, details) => {
      const { client } = service();
      const request = {
        email: 'valid@example.com',
        password: 'valid-password',
        displayName: '',
        clientAddress: '',
        replacesSessionToken: '',
        ...change,
      };
      await expect(refusal(client.call.signUp(request))).resolves.toEqual({ code: status.INVALID_ARGUMENT, details });
    });

    it('counts passwords in characters: 8 emoji are a password, 256 of them too', async () => {
      const { client } = service();
      await expect(signUpCustomer(client, 'emoji8@example.com', '🔑'.repeat(8))).resolves.toBeDefined();
      await expect(signUpCustomer(client, 'emoji256@example.com', '🔑'.repeat(256))).resolves.toBeDefined();
    });
  });
