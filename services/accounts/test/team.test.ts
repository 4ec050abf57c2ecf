import { status } from '@grpc/grpc-js';
import { Role } from '@storefront/permissions';
import { failure, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { insertAccount } from '../src/store/accounts';
import { admin, adminSession, demoOwnerEnv, freshAddress, joinTeam, OWNER, signUpCustomer } from './support/people';
import { backends, days, startAccountsService } from './support/running-accounts';

jest.setTimeout(60_000);

noteSkippedBackends('accounts team');

const refusal = async (call: Promise<unknown>) => {
  const error = await failure(call);
  return { code: error.code, details: error.details };
};
const denied = { code: status.PERMISSION_DENIED, details: 'You do not have permission to do this.' };
const lastAdmin = { code: status.FAILED_PRECONDITION, details: 'The website must keep at least one admin.' };
const linkNotValid = {
  code: status.UNAUTHENTICATED,
  details: 'This link is no longer valid. Please ask for a new one.',
};
const notFound = { code: status.NOT_FOUND, details: 'There is no such contributor or invitation.' };

if (backends.length > 0)
  describe.each(backends)('the team on $name', (backend) => {
    const service = underTest(() => startAccountsService(backend, { env: demoOwnerEnv }));

    it('invites a contributor, who joins with the invited roles, signed in', async () => {
      const { client, clock } = service();
      const actor = await adminSession(client);
      const invited = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: ' Reporter@Example.com',
        roles: [Role.storeManager, Role.reporting, Role.reporting],
      });
      expect(invited.invitation).toEqual({
        invitationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'reporter@example.com',
        roles: [Role.reporting, Role.storeManager],
        expiresAtMs: String(clock.now().getTime() + days(7)),
      });
      expect(Buffer.from(invited.invitationToken, 'base64url')).toHaveLength(32);
      const team = await client.call.listTeam({ actorSessionToken: actor });
      expect(team.invitations).toContainEqual(invited.invitation);

      const joined = await client.call.acceptInvitation({
        invitationToken: invited.invitationToken,
        password: 'reporter-password',
        displayName: ' Rita Reporter ',
        replacesSessionToken: '',
      });
      expect(joined.account).toEqual({
        accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: OWNER,
        email: 'reporter@example.com',
        displayName: 'Rita Reporter',
        roles: [Role.reporting, Role.storeManager],
        siteUserId: '',
      });
      await expect(client.call.checkSession({ sessionToken: joined.session!.sessionToken })).resolves.toMatchObject({
        account: joined.account,
      });
      const after = await client.call.listTeam({ actorSessionToken: actor });
      expect(after.members.map((member) => member.email)).toEqual([admin.email, 'reporter@example.com']);
      expect(after.invitations.map((invitation) => invitation.email)).not.toContain('reporter@example.com');
      // the contributor signs in with the password they chose
      await expect(
        client.call.signIn({
          kind: OWNER,
          email: 'reporter@example.com',
          password: 'reporter-password',
          clientAddress: freshAddress(),
          replacesSessionToken: '',
        }),
      ).resolves.toMatchObject({ account: joined.account });
    });

    it('lets an invitation be used once, and not after a week', async () => {
      const { client, clock } = service();
      const actor = await adminSession(client);
      const accept = (invitationToken: string) =>
        client.call.acceptInvitation({
          invitationToken,
          password: 'p'.repeat(8),
          displayName: '',
          replacesSessionToken: '',
        });

      const once = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'once@example.com',
        roles: [2],
      });
      await accept(once.invitationToken);
      await expect(refusal(accept(once.invitationToken))).resolves.toEqual(linkNotValid);

      const late = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'late@example.com',
        roles: [2],
      });
      clock.advance(days(7));
      await expect(refusal(accept(late.invitationToken))).resolves.toEqual(linkNotValid);
      // no longer listed either
      const team = await client.call.listTeam({ actorSessionToken: await adminSession(client) });
      expect(team.invitations.map((invitation) => invitation.email)).not.toContain('late@example.com');

      await expect(refusal(accept('made-up-token'))).resolves.toEqual(linkNotValid);
      await expect(refusal(accept(''))).resolves.toEqual(linkNotValid);
    });

    it('replaces an invitation sent again: only the latest link works', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const first = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'twice@example.com',
        roles: [3],
      });
      const second = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'twice@example.com',
        roles: [4],
      });
      expect(second.invitation!.invitationId).not.toBe(first.invitation!.invitationId);
      const team = await client.call.listTeam({ actorSessionToken: actor });
      expect(team.invitations.filter((invitation) => invitation.email === 'twice@example.com')).toEqual([
        second.invitation,
      ]);
      const accept = (invitationToken: string) =>
        client.call.acceptInvitation({
          invitationToken,
          password: 'p'.repeat(8),
          displayName: '',
          replacesSessionToken: '',
        });
      await expect(refusal(accept(first.invitationToken))).resolves.toEqual(linkNotValid);
      await expect(accept(second.invitationToken)).resolves.toMatchObject({ account: { roles: [4] } });
    });

    it('refuses to invite an e-mail that has an owner account, bad roles and bad e-mails', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const invite = (email: string, roles: number[]) =>
        refusal(client.call.inviteContributor({ actorSessionToken: actor, email, roles }));
      await expect(invite(admin.email.toUpperCase(), [2])).resolves.toEqual({
        code: status.ALREADY_EXISTS,
        details: 'An account with this email already exists.',
      });
      await expect(invite('new@example.com', [5])).resolves.toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'There is no role 5.',
      });
      await expect(invite('new@example.com', [])).resolves.toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Choose at least one role.',
      });
      await expect(invite('not-an-email', [2])).resolves.toMatchObject({ code: status.INVALID_ARGUMENT });
    });

    it('lets only a session whose roles manage the team see or change it', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const manager = await joinTeam(client, actor, 'manager@example.com', [Role.storeManager, Role.websiteManager]);
      const { session: shopper } = await signUpCustomer(client, 'shopper@example.com');
      for (const token of [manager.token, shopper!.sessionToken]) {
        await expect(refusal(client.call.listTeam({ actorSessionToken: token }))).resolves.toEqual(denied);
        await expect(
          refusal(client.call.inviteContributor({ actorSessionToken: token, email: 'x@example.com', roles: [1] })),
        ).resolves.toEqual(denied);
        await expect(
          refusal(client.call.changeRoles({ actorSessionToken: token, accountId: manager.accountId, roles: [1] })),
        ).resolves.toEqual(denied);
        await expect(
          refusal(client.call.removeContributor({ actorSessionToken: token, accountId: manager.accountId })),
        ).resolves.toEqual(denied);
      }
      await expect(refusal(client.call.listTeam({ actorSessionToken: 'no-such-session' }))).resolves.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
    });

    it('changes roles, and the change counts on the next call', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const billing = await joinTeam(client, actor, 'billing@example.com', [Role.billing]);
      await expect(refusal(client.call.listTeam({ actorSessionToken: billing.token }))).resolves.toEqual(denied);
      const { account } = await client.call.changeRoles({
        actorSessionToken: actor,
        accountId: billing.accountId,
        roles: [Role.admin, Role.billing],
      });
      expect(account).toMatchObject({ email: 'billing@example.com', roles: [Role.admin, Role.billing] });
      await expect(client.call.listTeam({ actorSessionToken: billing.token })).resolves.toBeDefined();
      await expect(client.call.checkSession({ sessionToken: billing.token })).resolves.toMatchObject({
        account: { roles: [Role.admin, Role.billing] },
      });
      // back to billing alone, by the new admin
      await client.call.changeRoles({ actorSessionToken: billing.token, accountId: billing.accountId, roles: [2] });
      await expect(refusal(client.call.listTeam({ actorSessionToken: billing.token }))).resolves.toEqual(denied);
    });

    it('names what it cannot find: unknown ids, customers, malformed ids', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const { account: shopper } = await signUpCustomer(client, 'not-a-contributor@example.com');
      for (const accountId of ['00000000-0000-4000-8000-000000000000', shopper!.accountId, 'admin', '']) {
        await expect(
          refusal(client.call.changeRoles({ actorSessionToken: actor, accountId, roles: [2] })),
        ).resolves.toEqual(notFound);
        await expect(refusal(client.call.removeContributor({ actorSessionToken: actor, accountId }))).resolves.toEqual(
          notFound,
        );
      }
    });

    it('removes a contributor, who is signed out at once, and withdraws an invitation', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const leaving = await joinTeam(client, actor, 'leaving@example.com', [Role.reporting]);
      await expect(
        client.call.removeContributor({ actorSessionToken: actor, accountId: leaving.accountId }),
      ).resolves.toEqual({});
      await expect(refusal(client.call.checkSession({ sessionToken: leaving.token }))).resolves.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
      await expect(
        refusal(
          client.call.signIn({
            kind: OWNER,
            email: 'leaving@example.com',
            password: 'contributor-password',
            clientAddress: freshAddress(),
            replacesSessionToken: '',
          }),
        ),
      ).resolves.toMatchObject({ code: status.UNAUTHENTICATED });

      const { invitation, invitationToken } = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'withdrawn@example.com',
        roles: [3],
      });
      await client.call.removeContributor({ actorSessionToken: actor, accountId: invitation!.invitationId });
      const team = await client.call.listTeam({ actorSessionToken: actor });
      expect(team.members.map((member) => member.email)).not.toContain('leaving@example.com');
      expect(team.invitations.map((open) => open.email)).not.toContain('withdrawn@example.com');
      await expect(
        refusal(
          client.call.acceptInvitation({
            invitationToken,
            password: 'p'.repeat(8),
            displayName: '',
            replacesSessionToken: '',
          }),
        ),
      ).resolves.toEqual(linkNotValid);
    });

    it('never leaves the website without an admin', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const { account } = await client.call.checkSession({ sessionToken: actor });
      const adminId = account!.accountId;
      await expect(
        refusal(client.call.changeRoles({ actorSessionToken: actor, accountId: adminId, roles: [Role.reporting] })),
      ).resolves.toEqual(lastAdmin);
      await expect(
        refusal(client.call.removeContributor({ actorSessionToken: actor, accountId: adminId })),
      ).resolves.toEqual(lastAdmin);
      // beside another admin, an admin may step down or leave; the last one may do neither
      const second = await joinTeam(client, actor, 'second-admin@example.com', [Role.admin]);
      await expect(
        client.call.changeRoles({
          actorSessionToken: second.token,
          accountId: second.accountId,
          roles: [Role.billing],
        }),
      ).resolves.toMatchObject({ account: { roles: [Role.billing] } });
      await expect(
        refusal(client.call.changeRoles({ actorSessionToken: actor, accountId: adminId, roles: [Role.billing] })),
      ).resolves.toEqual(lastAdmin);
      const third = await joinTeam(client, actor, 'third-admin@example.com', [Role.admin]);
      await expect(
        client.call.removeContributor({ actorSessionToken: third.token, accountId: third.accountId }),
      ).resolves.toEqual({});
      await expect(
        refusal(client.call.removeContributor({ actorSessionToken: actor, accountId: adminId })),
      ).resolves.toEqual(lastAdmin);
    });

    it('refuses an acceptance for an e-mail that has an owner account by then', async () => {
      const { client, accounts } = service();
      const actor = await adminSession(client);
      const { invitationToken } = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'meanwhile@example.com',
        roles: [3],
      });
      // made straight in the store: no call makes an owner but an acceptance
      await insertAccount(accounts.database.db, {
        kind: 'owner',
        email: 'meanwhile@example.com',
        displayName: '',
        passwordHash: 'not-a-hash',
        roles: [2],
        siteUserId: null,
      });
      await expect(
        refusal(
          client.call.acceptInvitation({
            invitationToken,
            password: 'p'.repeat(8),
            displayName: '',
            replacesSessionToken: '',
          }),
        ),
      ).resolves.toEqual({ code: status.ALREADY_EXISTS, details: 'An account with this email already exists.' });
      // and a team member cannot be invited again
      await expect(
        refusal(
          client.call.inviteContributor({ actorSessionToken: actor, email: 'meanwhile@example.com', roles: [3] }),
        ),
      ).resolves.toMatchObject({ code: status.ALREADY_EXISTS });
    });

    it('refuses a weak password or a long name on acceptance, keeping the invitation', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const { invitationToken } = await client.call.inviteContributor({
        actorSessionToken: actor,
        email: 'careful@example.com',
        roles: [3],
      });
      const accept = (password: string, displayName: string) =>
        client.call.acceptInvitation({ invitationToken, password, displayName, replacesSessionToken: '' });
      await expect(refusal(accept('short', ''))).resolves.toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Use a password of 8 to 256 characters.',
      });
      await expect(refusal(accept('long-enough', 'n'.repeat(201)))).resolves.toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Names may be at most 200 characters long.',
      });
      await expect(accept('long-enough', 'n'.repeat(200))).resolves.toMatchObject({
        account: { email: 'careful@example.com' },
      });
    });
  });

if (backends.length > 0)
  describe.each(backends)('two admins at once on $name', (backend) => {
    // its own service: it takes the admin role from the demo owner
    const service = underTest(() => startAccountsService(backend, { env: demoOwnerEnv }));

    it('of two admins demoting each other at once, one is refused', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const a = await joinTeam(client, actor, 'admin-a@example.com', [Role.admin]);
      const b = await joinTeam(client, actor, 'admin-b@example.com', [Role.admin]);
      // the demo admin steps down, leaving a and b
      const { account } = await client.call.checkSession({ sessionToken: actor });
      await client.call.changeRoles({ actorSessionToken: actor, accountId: account!.accountId, roles: [Role.viewer] });

      const outcomes = await Promise.allSettled([
        client.call.changeRoles({ actorSessionToken: a.token, accountId: b.accountId, roles: [Role.viewer] }),
        client.call.changeRoles({ actorSessionToken: b.token, accountId: a.accountId, roles: [Role.viewer] }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      // refused either because its actor just lost the admin role or because it would leave none
      expect([status.PERMISSION_DENIED, status.FAILED_PRECONDITION]).toContain(refused.reason.code);
      const team = await client.call.listTeam({
        actorSessionToken: outcomes[0].status === 'fulfilled' ? a.token : b.token,
      });
      expect(team.members.filter((member) => member.roles.includes(Role.admin))).toHaveLength(1);
    });
  });
