import { accountsV1 } from '@storefront/proto';
import { unary, type ServiceRegistration } from '@storefront/service-kit';
import { acceptInvitation } from '../actions/accept-invitation';
import type { AccountsContext } from '../actions/accounts-context';
import { changeRoles } from '../actions/change-roles';
import { inviteContributor } from '../actions/invite-contributor';
import { listTeam } from '../actions/list-team';
import { requestPasswordReset, resetPassword } from '../actions/password-reset';
import { removeContributor } from '../actions/remove-contributor';
import { checkSession, signOut } from '../actions/sessions';
import { signIn, type SignedIn } from '../actions/sign-in';
import { signUp } from '../actions/sign-up';
import { fromProtoKind, millis, toAccount, toInvitation, toPasswordReset, toSession } from './to-proto';

const signedIn = ({ account, session }: SignedIn) => ({ account: toAccount(account), session: toSession(session) });

/** storefront.accounts.v1.AccountsService: every RPC of the contract, each a thin map to one action. */
export function accountsService(context: AccountsContext): ServiceRegistration {
  const implementation: accountsV1.AccountsServiceServer = {
    signIn: unary(async (request) =>
      signedIn(await signIn(context, { ...request, kind: fromProtoKind(request.kind) })),
    ),

    signUp: unary(async (request) => signedIn(await signUp(context, request))),

    signOut: unary(async (request) => {
      await signOut(context, request.sessionToken);
      return {};
    }),

    checkSession: unary(async (request) => {
      const { account, expiresAt } = await checkSession(context, request.sessionToken);
      return { account: toAccount(account), expiresAtMs: millis(expiresAt) };
    }),

    listTeam: unary(async (request) => {
      const team = await listTeam(context, request.actorSessionToken);
      return { members: team.members.map(toAccount), invitations: team.invitations.map(toInvitation) };
    }),

    inviteContributor: unary(async (request) => {
      const issued = await inviteContributor(context, request);
      return { invitation: toInvitation(issued.invitation), invitationToken: issued.token };
    }),

    acceptInvitation: unary(async (request) => signedIn(await acceptInvitation(context, request))),

    changeRoles: unary(async (request) => ({ account: toAccount(await changeRoles(context, request)) })),

    removeContributor: unary(async (request) => {
      await removeContributor(context, request);
      return {};
    }),

    requestPasswordReset: unary(async (request) =>
      toPasswordReset(await requestPasswordReset(context, fromProtoKind(request.kind), request.email)),
    ),

    resetPassword: unary(async (request) => {
      await resetPassword(context, request.resetToken, request.newPassword);
      return {};
    }),
  };
  return { definition: accountsV1.AccountsServiceService, implementation };
}
