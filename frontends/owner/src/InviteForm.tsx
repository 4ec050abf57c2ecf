import { useId, useState } from 'react';
import { Role } from '@storefront/permissions';
import { announce } from '@storefront/ui';
import { AccountForm, emailField, useAccountForm, type AccountFieldSpec } from '@storefront/ui/account';
import { ownerApi } from './owner-api';
import { assignableRoles, roleLabel } from './role-names';

const fields: readonly AccountFieldSpec[] = [emailField];

/** Viewer opens the least, so forgetting to choose never hands out more than was meant. */
const DEFAULT_ROLE: number = Role.viewer;

/** The e-mail of the person to invite and the role they get; the link goes out from the gateway. */
export function InviteForm({ onInvited }: { onInvited: () => Promise<void> }) {
  const roleId = useId();
  const [role, setRole] = useState(DEFAULT_ROLE);
  const form = useAccountForm(fields, async ({ email }) => {
    await ownerApi.invite(email ?? '', [role]);
    announce(`Invitation sent to ${email}.`);
    form.reset();
    setRole(DEFAULT_ROLE);
    await onInvited();
  });
  return (
    <AccountForm
      form={form}
      fields={fields}
      words={{ label: 'Invite someone', submit: 'Send invitation', busy: 'Sending…' }}
    >
      <div className="form-item field" data-field-name="roles">
        <label className="title" htmlFor={roleId}>
          Role
        </label>
        <select id={roleId} name="roles" value={role} onChange={(event) => setRole(Number(event.currentTarget.value))}>
          {assignableRoles.map((choice) => (
            <option key={choice} value={choice}>
              {roleLabel(choice)}
            </option>
          ))}
        </select>
      </div>
    </AccountForm>
  );
}
