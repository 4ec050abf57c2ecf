import { status, type ServiceError } from '@grpc/grpc-js';
import { noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import fc from 'fast-check';
import { adminSession, demoOwnerEnv, joinTeam } from './support/people';
import { backends, startAccountsService, type AccountsClient } from './support/running-accounts';

jest.setTimeout(600_000);

noteSkippedBackends('accounts hostile inputs');

/** Text a person never types but an attacker sends. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\ud800b',
    '\u202eevil',
    "'; drop table accounts; --",
    '<script>alert(1)</script>',
    '__proto__',
    'owner@example.com',
    'OWNER@EXAMPLE.COM ',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '%',
    '{1,2}',
  ),
  fc.integer({ min: 0, max: 5_000 }).map((length) => 'x'.repeat(length)),
  fc.string({ maxLength: 20 }).map((local) => `${local}@example.com`),
  fc.uuid(),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.integer({ min: -3, max: 17 }),
);
const hostileRoles = fc.array(hostileNumber, { maxLength: 20 });

/** A session token: made up, or one of the real ones, so calls get past the session check too. */
const token = (real: string[]) => fc.oneof(hostileText, fc.constantFrom(...real));

/** Statuses the contract names for refusals; INTERNAL (or anything else) means the service broke. */
const refusals = new Set([
  status.INVALID_ARGUMENT,
  status.UNAUTHENTICATED,
  status.PERMISSION_DENIED,
  status.RESOURCE_EXHAUSTED,
  status.ALREADY_EXISTS,
  status.FAILED_PRECONDITION,
  status.NOT_FOUND,
]);

type Call = (client: AccountsClient) => Promise<unknown>;

function calls(real: string[]): fc.Arbitrary<{ name: string; call: Call }> {
  const named = <T>(
    name: string,
    request: fc.Arbitrary<T>,
    send: (client: AccountsClient, request: T) => Promise<unknown>,
  ) =>
    request.map((value) => ({
      name: `${name} ${JSON.stringify(value).slice(0, 300)}`,
      call: (client: AccountsClient) => send(client, value),
    }));
  return fc.oneof(
    named(
      'signIn',
      fc.record({
        kind: hostileNumber,
        email: hostileText,
        password: hostileText,
        clientAddress: hostileText,
        replacesSessionToken: token(real),
      }),
      (client, request) => client.call.signIn(request),
    ),
    named(
      'signUp',
      fc.record({
        email: hostileText,
        password: hostileText,
        displayName: hostileText,
        clientAddress: hostileText,
        replacesSessionToken: hostileText,
      }),
      (client, request) => client.call.signUp(request),
    ),
    named('signOut', fc.record({ sessionToken: hostileText }), (client, request) => client.call.signOut(request)),
    named('checkSession', fc.record({ sessionToken: token(real) }), (client, request) =>
      client.call.checkSession(request),
    ),
    named('listTeam', fc.record({ actorSessionToken: token(real) }), (client, request) =>
      client.call.listTeam(request),
    ),
    named(
      'inviteContributor',
      fc.record({ actorSessionToken: token(real), email: hostileText, roles: hostileRoles }),
      (client, request) => client.call.inviteContributor(request),
    ),
    named(
      'acceptInvitation',
      fc.record({
        invitationToken: hostileText,
        password: hostileText,
        displayName: hostileText,
        replacesSessionToken: hostileText,
      }),
      (client, request) => client.call.acceptInvitation(request),
    ),
    named(
      'changeRoles',
      fc.record({ actorSessionToken: token(real), accountId: hostileText, roles: hostileRoles }),
      (client, request) => client.call.changeRoles(request),
    ),
    named(
      'removeContributor',
      fc.record({ actorSessionToken: token(real), accountId: hostileText }),
      (client, request) => client.call.removeContributor(request),
    ),
    named('requestPasswordReset', fc.record({ kind: hostileNumber, email: hostileText }), (client, request) =>
      client.call.requestPasswordReset(request),
    ),
    named('resetPassword', fc.record({ resetToken: hostileText, newPassword: hostileText }), (client, request) =>
      client.call.resetPassword(request),
    ),
  );
}

if (backends.length > 0)
  describe.each(backends)('hostile requests on $name', (backend) => {
    const service = underTest(() => startAccountsService(backend, { env: demoOwnerEnv }));

    it('are answered or refused with a status the contract names, never with an internal error', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const contributor = await joinTeam(client, actor, 'contributor@example.com', [3]);
      let answered = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(calls([actor, contributor.token]), async ({ call }) => {
          try {
            await call(client);
            answered += 1;
          } catch (error) {
            const { code, details } = error as ServiceError;
            if (!refusals.has(code)) throw new Error(`status ${status[code]}: ${details}`);
            refused += 1;
          }
        }),
        { numRuns: 600 },
      );
      // both paths were exercised
      expect(answered).toBeGreaterThan(30);
      expect(refused).toBeGreaterThan(300);
      // and the team still has its admin
      await expect(client.call.listTeam({ actorSessionToken: actor })).resolves.toMatchObject({
        members: expect.arrayContaining([expect.objectContaining({ roles: [1] })]),
      });
    });
  });
