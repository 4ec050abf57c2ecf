import {
  AccountForm,
  passwordLength,
  pathAfterSignIn,
  useAccountForm,
  type AccountFieldSpec,
  type PageEnvironment,
} from '@storefront/ui/account';
import { accountPaths, keepingNext } from './account-paths';
import { customerApi } from './customer-api';

const fields: readonly AccountFieldSpec[] = [
  { name: 'email', label: 'Email', kind: 'email', required: true },
  {
    name: 'password',
    label: 'Password',
    kind: 'new-password',
    required: true,
    hint: `${passwordLength.min} to ${passwordLength.max} characters.`,
  },
  { name: 'displayName', label: 'Name (optional)', kind: 'name' },
];

/** /account/sign-up: a new customer account, signed in at once (the cart the visitor has comes along). */
export function SignUpScreen({ environment }: { environment: PageEnvironment }) {
  const form = useAccountForm(fields, async ({ email, password, displayName }) => {
    await customerApi.signUp(email ?? '', password ?? '', displayName ?? '');
    environment.navigate(pathAfterSignIn(environment.search, accountPaths.account));
  });
  return (
    <div className="account-screen account-sign-up">
      <AccountForm
        form={form}
        fields={fields}
        label="Create an account"
        submitLabel="Create account"
        busyLabel="Creating account…"
      />
      <p className="account-links">
        Already have an account? <a href={keepingNext(accountPaths.signIn, environment.search)}>Sign in</a>
      </p>
    </div>
  );
}
