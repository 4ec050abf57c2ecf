import { SignOutButton, type PageEnvironment } from '@storefront/ui/account';
import { accountPaths } from './account-paths';
import { customerApi } from './customer-api';

/**
 * /account: the server's page already says who is signed in and lists the customer's orders; the
 * screen adds signing out, after which the visitor is back at sign-in.
 */
export function AccountScreen({ environment }: { environment: PageEnvironment }) {
  return (
    <div className="customer-account">
      <SignOutButton
        signOut={async () => {
          await customerApi.signOut();
          environment.navigate(accountPaths.signIn);
        }}
      />
    </div>
  );
}
