import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { forgetQueueKeys, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { adminSession, CUSTOMER, demoOwnerEnv, freshAddress, signUpCustomer } from './support/people';
import { backends, days, startAccountsService } from './support/running-accounts';

jest.setTimeout(60_000);

noteSkippedBackends('accounts cleanup of expired rows');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const tables = ['sessions', 'invitations', 'password_resets', 'sign_in_failures', 'sign_in_lockouts'] as const;

if (backends.length > 0)
  describe.each(backends)('expired account rows on $name', (backend) => {
    const prefix = `test-accounts-cleanup-${randomUUID()}`;
    const service = underTest(
      () =>
        startAccountsService(backend, {
          env: {
            ...demoOwnerEnv,
            REDIS_URL: redisUrl,
            ACCOUNTS_QUEUE_PREFIX: prefix,
            ACCOUNTS_CLEANUP_EVERY_SECONDS: '1',
          },
        }),
      { afterStop: () => forgetQueueKeys(redisUrl, prefix) },
    );

    const rowCounts = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = (await service().accounts.database.db.execute(
          sql.raw(`select count(*)::int as n from ${table}`),
        )) as unknown as { rows: { n: number }[] };
        counts[table] = rows[0]!.n;
      }
      return counts;
    };

    it('are deleted on a schedule once they can no longer be used; live ones stay', async () => {
      const { client, clock } = service();
      const actor = await adminSession(client);
      await client.call.inviteContributor({ actorSessionToken: actor, email: 'invited@example.com', roles: [3] });
      await signUpCustomer(client, 'customer@example.com');
      await client.call.requestPasswordReset({ kind: CUSTOMER, email: 'customer@example.com' });
      const address = freshAddress();
      for (let n = 0; n < 5; n += 1)
        await client.call
          .signIn({
            kind: CUSTOMER,
            email: 'guessed@example.com',
            password: 'wrong-password',
            clientAddress: address,
            replacesSessionToken: '',
          })
          .catch(() => undefined);
      expect(await rowCounts()).toEqual({
        sessions: 2,
        invitations: 1,
        password_resets: 1,
        // the fifth failure locked the e-mail and cleared its count; the address's count goes on
        sign_in_failures: 5,
        sign_in_lockouts: 1,
      });

      // past every expiry: the customer's 30 days are the longest
      clock.advance(days(30));
      const deadline = Date.now() + 20_000;
      while (Object.values(await rowCounts()).some((n) => n > 0) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await rowCounts()).toEqual({
        sessions: 0,
        invitations: 0,
        password_resets: 0,
        sign_in_failures: 0,
        sign_in_lockouts: 0,
      });

      // a session opened now is live, and kept
      const live = await adminSession(client);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await expect(client.call.checkSession({ sessionToken: live })).resolves.toBeDefined();
      expect((await rowCounts()).sessions).toBe(1);
    });
  });
