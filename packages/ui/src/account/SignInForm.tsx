import type { ReactNode } from 'react';
import { AccountForm } from './AccountForm';
import type { AccountFieldSpec } from './AccountField';
import { emailField } from './field-specs';
import { useAccountForm } from './use-account-form';

const fields: readonly AccountFieldSpec[] = [
  emailField,
  { name: 'password', label: 'Password', kind: 'current-password', required: true },
];

export interface SignInFormProps {
  /** The account kind's sign-in call, and whatever follows it (usually leaving the page). */
  signIn: (email: string, password: string) => Promise<void>;
  label?: string;
  /** Links under the form: forgotten password, sign up. */
  children?: ReactNode;
}

/** E-mail and password, for owners and customers alike; refusals and lockouts show in the alert. */
export function SignInForm({ signIn, label = 'Sign in', children }: SignInFormProps) {
  const form = useAccountForm(fields, ({ email, password }) => signIn(email ?? '', password ?? ''));
  return (
    <div className="account-screen account-sign-in">
      <AccountForm form={form} fields={fields} words={{ label, submit: 'Sign in', busy: 'Signing in…' }} />
      {children}
    </div>
  );
}
