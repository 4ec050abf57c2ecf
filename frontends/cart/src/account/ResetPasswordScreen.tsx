import { PasswordReset, type PageEnvironment } from '@storefront/ui/account';
import { accountPaths } from './account-paths';
import { customerApi } from './customer-api';

/** /account/reset-password: ask for a link, or with the link's `?token=` set a new password. */
export function ResetPasswordScreen({ environment }: { environment: PageEnvironment }) {
  return (
    <PasswordReset
      token={new URLSearchParams(environment.search).get('token')}
      requestLink={async (email) => void (await customerApi.requestPasswordReset(email))}
      setPassword={async (token, password) => void (await customerApi.completePasswordReset(token, password))}
      signInPath={accountPaths.signIn}
    />
  );
}
