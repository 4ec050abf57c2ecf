import { status, type ServiceError } from '@grpc/grpc-js';
import { noteSkippedBackends } from '@storefront/service-kit/testing';
import fc from 'fast-check';
import { adminSession, joinTeam, accountsWithAdmin } from './support/people';
import { backends, type AccountsClient } from './support/running-accounts';

jest.setTimeout(600_000);

noteSkippedBackends('accounts hostile inputs');

/** Characters no database keeps as given, and text that is blank or turns itself around. */
const unstorable = fc.constantFrom('', ' ', '\u0000', 'a\ud800b', '\u202eevil');
/** What would do harm if it reached SQL, markup or an object's prototype as code. */
const injected = fc.constantFrom("'; drop table accounts; --", '<script>alert(1)</script>', '__proto__', '%', '{1,2}');
/** Near misses of real values: the demo owner's e-mail as typed by others, the id of nothing. */
const lookalikes = fc.constantFrom('OWNER@EXAMPLE.COM ', '00000000-0000-0000-0000-000000000000');

/** Text a person never types but an attacker sends. */
const hostileText = fc.oneof(
  unstorable,
  injected,
  lookalikes,
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 0, max: 5_000 }).map((length) => 'x'.repeat(length)),
  fc.string({ maxLength: 20 }).map((local) => `${local}@example.com`),
  fc.uuid(),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.integer({ min: -3, max: 17 }),
);
const hostileRoles = fc.array(hostileNumber, { maxLength: 20 });

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

/** Each RPC's request with every field hostile; session tokens are sometimes real ones. */
function requests(real: string[]) {
  const session = fc.oneof(hostileText, fc.constantFrom(...real));
  return {
    signIn: fc.record({
      kind: hostileNumber,
      email: hostileText,
      password: hostileText,
      clientAddress: hostileText,
      replacesSessionToken: session,
    }),
    signUp: fc.record({
      email: hostileText,
      password: hostileText,
      displayName: hostileText,
      clientAddress: hostileText,
      replacesSessionToken: hostileText,
    }),
    signOut: fc.record({ sessionToken: hostileText }),
    checkSession: fc.record({ sessionToken: session }),
    listTeam: fc.record({ actorSessionToken: session }),
    inviteContributor: fc.record({ actorSessionToken: session, email: hostileText, roles: hostileRoles }),
    acceptInvitation: fc.record({
      invitationToken: hostileText,
      password: hostileText,
      displayName: hostileText,
      replacesSessionToken: hostileText,
    }),
    changeRoles: fc.record({ actorSessionToken: session, accountId: hostileText, roles: hostileRoles }),
    removeContributor: fc.record({ actorSessionToken: session, accountId: hostileText }),
    requestPasswordReset: fc.record({ kind: hostileNumber, email: hostileText }),
    resetPassword: fc.record({ resetToken: hostileText, newPassword: hostileText }),
  } satisfies Record<keyof AccountsClient['call'], fc.Arbitrary<unknown>>;
}

/** One call of any RPC: its method and request. */
function anyCall(real: string[]): fc.Arbitrary<{ method: keyof AccountsClient['call']; request: unknown }> {
  return fc.oneof(
    ...Object.entries(requests(real)).map(([method, request]) =>
      request.map((value: unknown) => ({ method: method as keyof AccountsClient['call'], request: value })),
    ),
  );
}

if (backends.length > 0)
  describe.each(backends)('hostile requests on $name', (backend) => {
    const service = accountsWithAdmin(backend);

    it('are answered or refused with a status the contract names, never with an internal error', async () => {
      const { client } = service();
      const actor = await adminSession(client);
      const contributor = await joinTeam(client, actor, 'contributor@example.com', [3]);
      let answered = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(anyCall([actor, contributor.token]), async ({ method, request }) => {
          const send = client.call[method] as (request: unknown) => Promise<unknown>;
          try {
            await send(request);
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
