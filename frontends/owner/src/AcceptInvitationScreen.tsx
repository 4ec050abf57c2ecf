import {
  AccountForm,
  newPasswordField,
  useAccountForm,
  type AccountFieldSpec,
  type AccountFormWords,
} from '@storefront/ui/account';
import { ownerApi } from './owner-api';
import type { PublicScreenProps } from './screen-props';

const fields: readonly AccountFieldSpec[] = [
  { name: 'displayName', label: 'Your name', kind: 'name', required: true },
  newPasswordField('Choose a password'),
];

/** Without its token the link cannot work; said at once rather than after a refused submit. */
export const INCOMPLETE_LINK = 'This invitation link is incomplete. Open the link from your invitation again.';

const words: AccountFormWords = { label: 'Accept the invitation', submit: 'Join the team', busy: 'Joining…' };

/** /config/invitation?token=: the invited person names themselves, sets a password and is in. */
export function AcceptInvitationScreen({ environment }: PublicScreenProps) {
  const token = new URLSearchParams(environment.search).get('token');
  const form = useAccountForm(fields, async ({ displayName, password }) => {
    await ownerApi.acceptInvitation(token ?? '', password ?? '', displayName ?? '');
    environment.navigate('/config');
  });
  if (!token)
    return (
      <p className="account-result" role="alert">
        {INCOMPLETE_LINK}
      </p>
    );
  return (
    <div className="account-screen account-accept-invitation">
      <AccountForm form={form} fields={fields} words={words} />
    </div>
  );
}
