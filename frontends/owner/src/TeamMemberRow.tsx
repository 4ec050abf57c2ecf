import { useId, useState } from 'react';
import type { OwnerAccount } from './owner-api';
import { assignableRoles, roleLabel, rolesText } from './role-names';

export interface TeamMemberRowProps {
  member: OwnerAccount;
  /** The signed-in person: shown, but not offered to demote or remove themselves from here. */
  isYou: boolean;
  onChangeRole: (member: OwnerAccount, role: number) => Promise<void>;
  onRemove: (member: OwnerAccount) => void;
}

/** One member: who, their roles, and (for others) a role to change to and removal. */
export function TeamMemberRow({ member, isYou, onChangeRole, onRemove }: TeamMemberRowProps) {
  const roleId = useId();
  const [role, setRole] = useState<number>(member.roles[0] ?? assignableRoles[0]!);
  const [busy, setBusy] = useState(false);
  const who = member.displayName || member.email;
  const change = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onChangeRole(member, role);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="team-member" data-account-id={member.accountId}>
      <p className="team-member-name">
        {who}
        {member.displayName ? <span className="team-member-email"> ({member.email})</span> : null}
        {isYou ? <span className="team-member-you"> (you)</span> : null}
      </p>
      <p className="team-member-roles">{rolesText(member.roles)}</p>
      {isYou ? null : (
        <div className="team-member-actions">
          <label htmlFor={roleId}>Role of {member.email}</label>{' '}
          <select id={roleId} value={role} onChange={(event) => setRole(Number(event.currentTarget.value))}>
            {assignableRoles.map((choice) => (
              <option key={choice} value={choice}>
                {roleLabel(choice)}
              </option>
            ))}
          </select>{' '}
          <button type="button" className="button" onClick={() => void change()}>
            {busy ? 'Changing…' : 'Change role'}
          </button>{' '}
          <button
            type="button"
            className="button"
            aria-label={`Remove ${member.email}`}
            onClick={() => onRemove(member)}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
