import { SignOutButton } from '@storefront/ui/account';
import { ownerApi } from './owner-api';
import { signInPath } from './owner-pages';
import { rolesText } from './role-names';
import type { SignedInScreenProps } from './screen-props';

/** /config/account: the person's own e-mail, name and roles, and signing out. */
export function AccountScreen({ account, environment }: SignedInScreenProps) {
  return (
    <div className="owner-account">
      <dl className="owner-account-details">
        <dt>Email</dt>
        <dd className="owner-account-email">{account.email}</dd>
        {account.displayName ? (
          <>
            <dt>Name</dt>
            <dd>{account.displayName}</dd>
          </>
        ) : null}
        <dt>Roles</dt>
        <dd className="owner-account-roles">{rolesText(account.roles)}</dd>
      </dl>
      <SignOutButton
        signOut={async () => {
          await ownerApi.signOut();
          environment.navigate(signInPath);
        }}
      />
    </div>
  );
}
