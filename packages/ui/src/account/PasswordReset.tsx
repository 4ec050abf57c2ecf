import { useEffect, useRef, useState } from 'react';
import { announce } from '../announcer';
import { AccountForm } from './AccountForm';
import type { AccountFieldSpec } from './AccountField';
import { emailField, newPasswordField } from './field-specs';
import { useAccountForm } from './use-account-form';

const emailFields: readonly AccountFieldSpec[] = [emailField];
const passwordFields: readonly AccountFieldSpec[] = [newPasswordField('New password')];

/** The same words whether or not the e-mail has an account: the page tells no one who has one. */
export const resetLinkSent = 'If an account uses that email, a link to reset its password is on its way.';
export const passwordChanged = 'Your password has been changed. Sign in with your new password.';

export interface PasswordResetProps {
  /** The `token` of the page's address: set for the link's page, null for the request. */
  token: string | null;
  requestLink: (email: string) => Promise<void>;
  setPassword: (token: string, password: string) => Promise<void>;
  signInPath: string;
}

/** The outcome replaces the form; it takes focus and is said, so nobody is left on a vanished form. */
function Outcome({ text, signInPath }: { text: string; signInPath: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    announce(text);
  }, [text]);
  return (
    <div ref={ref} className="account-result" tabIndex={-1}>
      <p>{text}</p>
      {signInPath ? (
        <p>
          <a href={signInPath}>Sign in</a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Both halves of a password reset: without a token, ask for a link by e-mail; with one (the link's
 * page), set the new password. For owners and customers alike.
 */
export function PasswordReset({ token, requestLink, setPassword, signInPath }: PasswordResetProps) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const request = useAccountForm(emailFields, async ({ email }) => {
    await requestLink(email ?? '');
    setOutcome(resetLinkSent);
  });
  const change = useAccountForm(passwordFields, async ({ password }) => {
    await setPassword(token ?? '', password ?? '');
    setOutcome(passwordChanged);
  });
  if (outcome) return <Outcome text={outcome} signInPath={token ? signInPath : null} />;
  return (
    <div className="account-screen account-reset-password">
      {token ? (
        <AccountForm
          form={change}
          fields={passwordFields}
          words={{ label: 'Set a new password', submit: 'Set new password', busy: 'Saving…' }}
        />
      ) : (
        <AccountForm
          form={request}
          fields={emailFields}
          words={{ label: 'Reset your password', submit: 'Send reset link', busy: 'Sending…' }}
        />
      )}
    </div>
  );
}
