import { PasswordReset } from '@storefront/ui/account';
import { ownerApi } from './owner-api';
import { signInPath } from './owner-pages';
import type { PublicScreenProps } from './screen-props';

/** /config/reset-password: ask for a link, or with the link's `?token=` set a new password. */
export function ResetPasswordScreen({ environment }: PublicScreenProps) {
  return (
    <PasswordReset
      token={new URLSearchParams(environment.search).get('token')}
      requestLink={async (email) => {
        await ownerApi.requestPasswordReset(email);
      }}
      setPassword={async (token, password) => {
        await ownerApi.completePasswordReset(token, password);
      }}
      signInPath={signInPath}
    />
  );
}
