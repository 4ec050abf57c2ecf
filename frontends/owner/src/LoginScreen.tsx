import { pathAfterSignIn, SignInForm } from '@storefront/ui/account';
import { ownerApi } from './owner-api';
import type { PublicScreenProps } from './screen-props';

/** /config/login: back to the page that sent the person here (`?next=`), else the overview. */
export function LoginScreen({ environment }: PublicScreenProps) {
  return (
    <SignInForm
      label="Sign in to the owner area"
      signIn={async (email, password) => {
        await ownerApi.signIn(email, password);
        environment.navigate(pathAfterSignIn(environment.search, '/config'));
      }}
    >
      <p className="account-links">
        <a href="/config/reset-password">Forgot your password?</a>
      </p>
    </SignInForm>
  );
}
