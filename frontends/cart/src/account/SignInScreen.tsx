import { pathAfterSignIn, SignInForm, type PageEnvironment } from '@storefront/ui/account';
import { accountPaths, keepingNext } from './account-paths';
import { customerApi } from './customer-api';

/**
 * /account/sign-in. Afterwards the person goes to `?next=` or their account page; the next page's
 * header pill shows the account's cart, since the cart follows the account (spec §4).
 */
export function SignInScreen({ environment }: { environment: PageEnvironment }) {
  return (
    <SignInForm
      signIn={async (email, password) => {
        await customerApi.signIn(email, password);
        environment.navigate(pathAfterSignIn(environment.search, accountPaths.account));
      }}
    >
      <p className="account-links">
        <a href={accountPaths.resetPassword}>Forgot your password?</a>
      </p>
      <p className="account-links">
        No account yet? <a href={keepingNext(accountPaths.signUp, environment.search)}>Create one</a>
      </p>
    </SignInForm>
  );
}
