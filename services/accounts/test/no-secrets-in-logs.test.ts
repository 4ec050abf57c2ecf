import { capturedLogger, failure, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { tokenHash } from '../src/domain/tokens';
import { admin, CUSTOMER, demoOwnerEnv, OWNER } from './support/people';
import { backends, startAccountsService } from './support/running-accounts';

jest.setTimeout(60_000);

noteSkippedBackends('accounts logs');

if (backends.length > 0)
  describe('what the accounts service logs', () => {
    const logs = capturedLogger();
    const service = underTest(() =>
      startAccountsService(backends[0]!, { env: { ...demoOwnerEnv, LOG_LEVEL: 'debug' }, logger: logs.logger }),
    );

    it('holds no password, token, session id or e-mail after a round of every kind of call', async () => {
      const { client } = service();
      const secrets: string[] = [admin.password, admin.email];
      const keep = (...values: string[]) => {
        for (const value of values) secrets.push(value, tokenHash(value));
        return values[0]!;
      };

      const owner = await client.call.signIn({
        kind: OWNER,
        email: admin.email,
        password: admin.password,
        clientAddress: '203.0.113.5',
        replacesSessionToken: '',
      });
      const actor = keep(owner.session!.sessionToken);
      const invited = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'log-contributor@example.com',
        roles: [3],
      });
      keep(invited.invitationToken, 'log-contributor@example.com');
      const joined = await client.call.acceptInvitation({
        invitationToken: invited.invitationToken,
        password: keep('contributor-secret-password'),
        displayName: 'Contributor',
        replacesSessionToken: '',
      });
      keep(joined.session!.sessionToken);
      await client.call.listTeam({ actorSessionToken: actor });
      await client.call.changeRoles({ actorSessionToken: actor, accountId: joined.account!.accountId, roles: [2] });

      const customer = await client.call.signUp({
        email: keep('log-customer@example.com'),
        password: keep('customer-secret-password'),
        displayName: '',
        clientAddress: '203.0.113.6',
        replacesSessionToken: '',
      });
      keep(customer.session!.sessionToken);
      await failure(
        client.call.signIn({
          kind: CUSTOMER,
          email: 'log-customer@example.com',
          password: keep('a-wrong-guess-password'),
          clientAddress: '203.0.113.6',
          replacesSessionToken: '',
        }),
      );
      const { resetToken } = await client.call.requestPasswordReset({
        kind: CUSTOMER,
        email: 'log-customer@example.com',
      });
      keep(resetToken);
      await client.call.resetPassword({ resetToken, newPassword: keep('customer-new-password') });
      await failure(client.call.checkSession({ sessionToken: customer.session!.sessionToken }));
      await client.call.signOut({ sessionToken: actor });

      const text = logs.lines.map((line) => JSON.stringify(line)).join('\n');
      // the calls were logged, so the search below searched something
      expect(logs.lines.filter((line) => line.msg === 'grpc call')).toHaveLength(11);
      expect(text).toContain('created the demo owner');
      for (const secret of secrets)
        expect({ secret, logged: text.includes(secret) }).toEqual({ secret, logged: false });
      // nor the addresses attempts came from
      expect(text).not.toContain('203.0.113.');
    });
  });
