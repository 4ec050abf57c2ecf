import {
  AccountForm,
  emailField,
  newPasswordField,
  pathAfterSignIn,
  useAccountForm,
  type AccountFieldSpec,
  type AccountFormWords,
  type PageEnvironment,
} from '@storefront/ui/account';
import { accountPaths, keepingNext } from './account-paths';
import { customerApi } from './customer-api';

const fields: readonly AccountFieldSpec[] = [
  emailField,
  newPasswordField('Password'),
  { name: 'displayName', label: 'Name (optional)', kind: 'name' },
];

const words: AccountFormWords = { label: 'Create an account', submit: 'Create account', busy: 'Creating account…' };

/** /account/sign-up: a new customer account, signed in at once (the cart the visitor has comes along). */
export function SignUpScreen({ environment }: { environment: PageEnvironment }) {
  const form = useAccountForm(fields, async ({ email, password, displayName }) => {
    await customerApi.signUp(email ?? '', password ?? '', displayName ?? '');
    environment.navigate(pathAfterSignIn(environment.search, accountPaths.account));
  });
  return (
    <div className="account-screen account-sign-up">
      <AccountForm form={form} fields={fields} words={words} />
      <p className="account-links">
        Already have an account? <a href={keepingNext(accountPaths.signIn, environment.search)}>Sign in</a>
      </p>
    </div>
  );
}
