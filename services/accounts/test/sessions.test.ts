import { status } from '@grpc/grpc-js';
import { Role } from '@storefront/permissions';
import { failure, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { admin, adminSession, CUSTOMER, demoOwnerEnv, freshAddress, OWNER, signUpCustomer } from './support/people';
import { backends, days, hours, minutes, startAccountsService } from './support/running-accounts';

jest.setTimeout(60_000);

noteSkippedBackends('accounts sessions');

const sessionEnded = { code: status.UNAUTHENTICATED, details: 'Your session has ended. Please sign in again.' };

if (backends.length > 0)
  describe.each(backends)('sign-in and sessions on $name', (backend) => {
    const service = underTest(() => startAccountsService(backend, { env: demoOwnerEnv }));
    const check = async (sessionToken: string) => service().client.call.checkSession({ sessionToken });
    const refusal = async (call: Promise<unknown>) => {
      const error = await failure(call);
      return { code: error.code, details: error.details };
    };

    it('signs the demo owner in as an admin, e-mail as typed, and names the account behind the session', async () => {
      const { client, clock } = service();
      const answer = await client.call.signIn({
        kind: OWNER,
        email: '  Owner@Example.COM ',
        password: admin.password,
        clientAddress: freshAddress(),
        replacesSessionToken: '',
      });
      expect(answer.account).toEqual({
        accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: OWNER,
        email: admin.email,
        displayName: 'Store owner',
        roles: [Role.admin],
        siteUserId: '',
      });
      const token = answer.session!.sessionToken;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      // an owner session lasts 12 hours unused
      expect(Number(answer.session!.expiresAtMs)).toBe(clock.now().getTime() + hours(12));
      await expect(check(token)).resolves.toEqual({
        account: answer.account,
        expiresAtMs: answer.session!.expiresAtMs,
      });
    });

    it('stores only a hash of the token: the database holds no token that opens a session', async () => {
      const { accounts } = service();
      const token = await adminSession(service().client);
      const { rows } = (await accounts.database.db.execute('select token_hash from sessions')) as unknown as {
        rows: { token_hash: string }[];
      };
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.token_hash)).not.toContain(token);
      for (const row of rows) await expect(refusal(check(row.token_hash))).resolves.toEqual(sessionEnded);
    });

    it('refuses a wrong password and an unknown e-mail with the same words', async () => {
      const { client } = service();
      const attempt = (email: string, password: string) =>
        refusal(
          client.call.signIn({ kind: OWNER, email, password, clientAddress: freshAddress(), replacesSessionToken: '' }),
        );
      const incorrect = { code: status.UNAUTHENTICATED, details: 'Your email or password is incorrect.' };
      await expect(attempt(admin.email, 'not the password')).resolves.toEqual(incorrect);
      await expect(attempt('nobody@example.com', admin.password)).resolves.toEqual(incorrect);
      // the owner's password is not a customer's
      await expect(
        refusal(
          client.call.signIn({
            kind: CUSTOMER,
            email: admin.email,
            password: admin.password,
            clientAddress: '',
            replacesSessionToken: '',
          }),
        ),
      ).resolves.toEqual(incorrect);
    });

    it('refuses malformed requests as bad arguments', async () => {
      const { client } = service();
      const base = {
        kind: OWNER,
        email: admin.email,
        password: admin.password,
        clientAddress: '',
        replacesSessionToken: '',
      };
      await expect(refusal(client.call.signIn({ ...base, email: 'owner-at-example' }))).resolves.toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Email is not valid. Email addresses should follow the format user-at-domain.',
      });
      await expect(refusal(client.call.signIn({ ...base, password: 'p'.repeat(257) }))).resolves.toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Use a password of 8 to 256 characters.',
      });
      await expect(refusal(client.call.signIn({ ...base, kind: 0 }))).resolves.toMatchObject({
        code: status.INVALID_ARGUMENT,
      });
    });

    it('rotates: a sign-in revokes the session the browser held before', async () => {
      const { client } = service();
      const before = await adminSession(client);
      const { session } = await client.call.signIn({
        kind: OWNER,
        email: admin.email,
        password: admin.password,
        clientAddress: freshAddress(),
        replacesSessionToken: before,
      });
      await expect(refusal(check(before))).resolves.toEqual(sessionEnded);
      await expect(check(session!.sessionToken)).resolves.toMatchObject({ account: { email: admin.email } });
    });

    it('signs out at once; signing out again, or an unknown session, succeeds', async () => {
      const { client } = service();
      const token = await adminSession(client);
      const other = await adminSession(client);
      await expect(client.call.signOut({ sessionToken: token })).resolves.toEqual({});
      await expect(refusal(check(token))).resolves.toEqual(sessionEnded);
      await expect(client.call.signOut({ sessionToken: token })).resolves.toEqual({});
      await expect(client.call.signOut({ sessionToken: 'never-issued' })).resolves.toEqual({});
      await expect(client.call.signOut({ sessionToken: '' })).resolves.toEqual({});
      // the owner's other session is untouched
      await expect(check(other)).resolves.toMatchObject({ account: { email: admin.email } });
    });

    it('ends an owner session after 12 hours unused, and keeps a used one up to 7 days', async () => {
      const { client, clock } = service();
      const idle = await adminSession(client);
      const busy = await adminSession(client);
      const started = clock.now().getTime();
      clock.advance(hours(11));
      const used = await check(busy);
      expect(Number(used.expiresAtMs)).toBe(started + hours(23));
      clock.advance(hours(1));
      await expect(refusal(check(idle))).resolves.toEqual(sessionEnded);
      // used every 10 hours, it lives until 7 days after sign-in and not a moment longer
      while (clock.now().getTime() + hours(10) < started + days(7)) {
        clock.advance(hours(10));
        await check(busy);
      }
      const last = await check(busy);
      expect(Number(last.expiresAtMs)).toBe(started + days(7));
      clock.advance(started + days(7) - clock.now().getTime() - 1);
      await expect(check(busy)).resolves.toBeDefined();
      clock.advance(1);
      await expect(refusal(check(busy))).resolves.toEqual(sessionEnded);
    });

    it('does not write on every check: the expiry moves once it would move by more than a minute', async () => {
      const { client, clock } = service();
      const token = await adminSession(client);
      const first = await check(token);
      clock.advance(30_000);
      expect((await check(token)).expiresAtMs).toBe(first.expiresAtMs);
      clock.advance(minutes(2));
      expect(Number((await check(token)).expiresAtMs)).toBe(clock.now().getTime() + hours(12));
    });

    it('keeps a customer signed in for 30 days, used or not', async () => {
      const { client, clock } = service();
      const { session } = await signUpCustomer(client, 'shopper-30@example.com');
      const token = session!.sessionToken;
      expect(Number(session!.expiresAtMs)).toBe(clock.now().getTime() + days(30));
      clock.advance(days(29));
      await expect(check(token)).resolves.toMatchObject({ expiresAtMs: session!.expiresAtMs });
      clock.advance(days(1));
      await expect(refusal(check(token))).resolves.toEqual(sessionEnded);
    });

    it('refuses an empty or made-up session token', async () => {
      await expect(refusal(check(''))).resolves.toEqual(sessionEnded);
      await expect(refusal(check('x'.repeat(43)))).resolves.toEqual(sessionEnded);
    });
  });
