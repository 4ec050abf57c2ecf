import { useRef, useState } from 'react';
import { announce } from '@storefront/ui';
import { accountFailure, Loaded } from '@storefront/ui/account';
import { InviteForm } from './InviteForm';
import { ownerApi, type Invitation, type OwnerAccount, type Team } from './owner-api';
import { confirmRemoval } from './RemovalDialog';
import { roleLabel, rolesText } from './role-names';
import type { SignedInScreenProps } from './screen-props';
import { TeamMemberRow } from './TeamMemberRow';

const expiryFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

interface TeamViewProps {
  team: Team;
  you: OwnerAccount;
  reload: () => Promise<void>;
}

function TeamView({ team, you, reload }: TeamViewProps) {
  const [problem, setProblem] = useState('');
  const membersHeading = useRef<HTMLHeadingElement>(null);

  const changeRole = async (member: OwnerAccount, role: number) => {
    setProblem('');
    try {
      await ownerApi.changeRoles(member.accountId, [role]);
    } catch (error) {
      setProblem(accountFailure(error).message);
      return;
    }
    announce(`${member.email} is now ${roleLabel(role)}.`);
    await reload();
  };

  // the removed row disappears with the reload, so focus goes to the heading of the list instead
  const afterRemoval = async (said: string) => {
    announce(said);
    await reload();
    membersHeading.current?.focus();
  };
  const removeMember = (member: OwnerAccount) =>
    confirmRemoval({
      who: member.email,
      kind: 'member',
      remove: async () => void (await ownerApi.remove(member.accountId)),
      onRemoved: () => void afterRemoval(`${member.email} was removed from the team.`),
    });
  const withdraw = (invitation: Invitation) =>
    confirmRemoval({
      who: invitation.email,
      kind: 'invitation',
      remove: async () => void (await ownerApi.remove(invitation.invitationId)),
      onRemoved: () => void afterRemoval(`The invitation for ${invitation.email} was withdrawn.`),
    });

  return (
    <div className="owner-team">
      <div className="form-submission-error" role="alert">
        {problem}
      </div>
      <section aria-labelledby="owner-team-members">
        <h2 id="owner-team-members" ref={membersHeading} tabIndex={-1}>
          Members
        </h2>
        <ul className="team-members">
          {team.members.map((member) => (
            <TeamMemberRow
              key={member.accountId}
              member={member}
              isYou={member.accountId === you.accountId}
              onChangeRole={changeRole}
              onRemove={removeMember}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="owner-team-invitations">
        <h2 id="owner-team-invitations">Open invitations</h2>
        {team.invitations.length === 0 ? (
          <p>No open invitations.</p>
        ) : (
          <ul className="team-invitations">
            {team.invitations.map((invitation) => (
              <li key={invitation.invitationId} className="team-invitation">
                <span className="team-invitation-email">{invitation.email}</span> · {rolesText(invitation.roles)} ·
                expires {expiryFormat.format(new Date(invitation.expiresAt))}{' '}
                <button
                  type="button"
                  className="button"
                  aria-label={`Withdraw the invitation for ${invitation.email}`}
                  onClick={() => withdraw(invitation)}
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="owner-team-invite">
        <h2 id="owner-team-invite">Invite someone</h2>
        <InviteForm onInvited={reload} />
      </section>
    </div>
  );
}

/** /config/team: members and open invitations; invite, change a role, remove. */
export function TeamScreen({ account }: SignedInScreenProps) {
  return (
    <Loaded load={ownerApi.team}>{(team, reload) => <TeamView team={team} you={account} reload={reload} />}</Loaded>
  );
}
