import { status } from '@grpc/grpc-js';
import { failure, noteSkippedBackends } from '@storefront/service-kit/testing';
import { accountsWithAdmin, admin, adminSession, freshAddress, signUpCustomer } from './support/people';
import { refusal } from './support/refusal';
import { backends, CUSTOMER, hours, minutes, OWNER } from './support/running-accounts';

jest.setTimeout(60_000);

noteSkippedBackends('accounts password reset');

const linkNotValid = {
  code: status.UNAUTHENTICATED,
  details: 'This link is no longer valid. Please ask for a new one.',
};

if (backends.length > 0)
  describe.each(backends)('password reset on $name', (backend) => {
    const service = accountsWithAdmin(backend);
    const signIn = (kind: number, email: string, password: string) =>
      service().client.call.signIn({ kind, email, password, clientAddress: freshAddress(), replacesSessionToken: '' });

    it('sets a new password, spends the token and ends every session of the account', async () => {
      const { client } = service();
      const { session } = await signUpCustomer(client, 'forgetful@example.com', 'old-password');
      const other = await signIn(CUSTOMER, 'forgetful@example.com', 'old-password');
      const { resetToken } = await client.call.requestPasswordReset({ kind: CUSTOMER, email: 'Forgetful@example.com' });
      expect(Buffer.from(resetToken, 'base64url')).toHaveLength(32);

      await expect(client.call.resetPassword({ resetToken, newPassword: 'new-password' })).resolves.toEqual({});
      for (const token of [session!.sessionToken, other.session!.sessionToken])
        await expect(refusal(client.call.checkSession({ sessionToken: token }))).resolves.toMatchObject({
          code: status.UNAUTHENTICATED,
        });
      await expect(refusal(signIn(CUSTOMER, 'forgetful@example.com', 'old-password'))).resolves.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
      await expect(signIn(CUSTOMER, 'forgetful@example.com', 'new-password')).resolves.toBeDefined();
      // once
      await expect(refusal(client.call.resetPassword({ resetToken, newPassword: 'third-password' }))).resolves.toEqual(
        linkNotValid,
      );
    });

    it('answers an e-mail without an account of that kind with no token', async () => {
      const { client } = service();
      const noToken = { resetToken: '', expiresAtMs: '0' };
      await expect(client.call.requestPasswordReset({ kind: CUSTOMER, email: 'nobody@example.com' })).resolves.toEqual(
        noToken,
      );
      // the demo owner is no customer
      await expect(client.call.requestPasswordReset({ kind: CUSTOMER, email: admin.email })).resolves.toEqual(noToken);
      await expect(refusal(client.call.requestPasswordReset({ kind: 0, email: admin.email }))).resolves.toMatchObject({
        code: status.INVALID_ARGUMENT,
      });
    });

    it('lets a token work for an hour only', async () => {
      const { client, clock } = service();
      await signUpCustomer(client, 'slow@example.com');
      const { resetToken } = await client.call.requestPasswordReset({ kind: CUSTOMER, email: 'slow@example.com' });
      clock.advance(minutes(60));
      await expect(refusal(client.call.resetPassword({ resetToken, newPassword: 'new-password' }))).resolves.toEqual(
        linkNotValid,
      );
    });

    it('answers the moment the token stops working, which is when it does', async () => {
      const { client, clock } = service();
      await signUpCustomer(client, 'punctual@example.com');
      const ask = () => client.call.requestPasswordReset({ kind: CUSTOMER, email: 'punctual@example.com' });
      const early = await ask();
      expect(early.expiresAtMs).toBe(String(clock.now().getTime() + hours(1)));
      clock.advance(hours(1) - 1);
      await expect(
        client.call.resetPassword({ resetToken: early.resetToken, newPassword: 'new-password' }),
      ).resolves.toEqual({});

      const late = await ask();
      expect(late.expiresAtMs).toBe(String(clock.now().getTime() + hours(1)));
      clock.advance(Number(late.expiresAtMs) - clock.now().getTime());
      await expect(
        refusal(client.call.resetPassword({ resetToken: late.resetToken, newPassword: 'other-password' })),
      ).resolves.toEqual(linkNotValid);
    });

    it('spends every other reset link of the account with the one used', async () => {
      const { client } = service();
      await signUpCustomer(client, 'many-links@example.com');
      const first = await client.call.requestPasswordReset({ kind: CUSTOMER, email: 'many-links@example.com' });
      const second = await client.call.requestPasswordReset({ kind: CUSTOMER, email: 'many-links@example.com' });
      await client.call.resetPassword({ resetToken: second.resetToken, newPassword: 'new-password' });
      await expect(
        refusal(client.call.resetPassword({ resetToken: first.resetToken, newPassword: 'other-password' })),
      ).resolves.toEqual(linkNotValid);
    });

    it('refuses a weak new password and keeps the token usable', async () => {
      const { client } = service();
      await signUpCustomer(client, 'weak@example.com');
      const { resetToken } = await client.call.requestPasswordReset({ kind: CUSTOMER, email: 'weak@example.com' });
      await expect(refusal(client.call.resetPassword({ resetToken, newPassword: 'short' }))).resolves.toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Use a password of 8 to 256 characters.',
      });
      await expect(client.call.resetPassword({ resetToken, newPassword: 'long-enough' })).resolves.toEqual({});
    });

    it('refuses made-up and empty tokens alike', async () => {
      const { client } = service();
      await expect(
        refusal(client.call.resetPassword({ resetToken: 'made-up', newPassword: 'new-password' })),
      ).resolves.toEqual(linkNotValid);
      await expect(
        refusal(client.call.resetPassword({ resetToken: '', newPassword: 'new-password' })),
      ).resolves.toEqual(linkNotValid);
    });

    it('resets an owner password too, and lifts a lockout of the account', async () => {
      const { client } = service();
      const session = await adminSession(client);
      for (let attempt = 0; attempt < 5; attempt += 1) await failure(signIn(OWNER, admin.email, 'guessing-wrong'));
      await expect(refusal(signIn(OWNER, admin.email, admin.password))).resolves.toMatchObject({
        code: status.RESOURCE_EXHAUSTED,
      });
      const { resetToken } = await client.call.requestPasswordReset({ kind: OWNER, email: admin.email });
      await client.call.resetPassword({ resetToken, newPassword: 'a-new-owner-password' });
      await expect(refusal(client.call.checkSession({ sessionToken: session }))).resolves.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
      await expect(signIn(OWNER, admin.email, 'a-new-owner-password')).resolves.toMatchObject({
        account: { email: admin.email },
      });
    });
  });
