import type { Request, Response } from 'express';
import type { AccountLinks } from '../http/account-links';
import type { OwnerSessions } from '../http/owner-sessions';
import { invitationJson, ownerAccountJson } from '../page/account-json';
import type { Accounts } from '../upstream/accounts';
import { accountIdParam, inviteBody, readAccountInput, rolesBody } from './account-input';
import { ownerOf, type OwnerApiHandlers } from './owner-api-handlers';

/**
 * The website's team: its owner accounts and open invitations. The accounts service checks the
 * acting session's permission again, so a call that slipped past the gateway would still be refused.
 */
export function ownerTeamApi(
  accounts: Accounts,
  sessions: OwnerSessions,
  links: AccountLinks,
): Pick<OwnerApiHandlers, 'team' | 'invite' | 'changeRoles' | 'removeMember'> {
  return {
    async team(_req: Request, res: Response) {
      const { members, invitations } = await accounts.listTeam(ownerOf(res).token);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ members: members.map(ownerAccountJson), invitations: invitations.map(invitationJson) });
    },

    async invite(req: Request, res: Response) {
      const { email, roles } = readAccountInput(inviteBody, req.body);
      const { invitation, token } = await accounts.invite(ownerOf(res).token, email, roles);
      // Before answering: an invitation the invitee was never sent is a failed invite (503), tried again.
      await links.deliver('invitation', { token, expiresAtMs: invitation.expiresAtMs }, email);
      res.status(201).json({ invitation: invitationJson(invitation) });
    },

    async changeRoles(req: Request, res: Response) {
      const accountId = readAccountInput(accountIdParam, req.params.accountId);
      const { roles } = readAccountInput(rolesBody, req.body);
      const account = await accounts.changeRoles(ownerOf(res).token, accountId, roles);
      // The member's roles must count on their next request here, whoever's sessions are cached.
      sessions.forgetAll();
      res.json({ account: ownerAccountJson(account) });
    },

    async removeMember(req: Request, res: Response) {
      const accountId = readAccountInput(accountIdParam, req.params.accountId);
      await accounts.removeContributor(ownerOf(res).token, accountId);
      sessions.forgetAll();
      res.status(204).end();
    },
  };
}
