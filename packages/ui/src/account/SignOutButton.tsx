import { useState } from 'react';
import { accountFailure } from './account-failure';

export interface SignOutButtonProps {
  /** The account kind's sign-out call and where the person goes afterwards. */
  signOut: () => Promise<void>;
}

/** Ends the session; if the gateway cannot be reached the person is told and stays signed in. */
export function SignOutButton({ signOut }: SignOutButtonProps) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const press = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      await signOut();
    } catch (error) {
      setProblem(accountFailure(error).message);
      setBusy(false);
    }
  };
  return (
    <div className="account-sign-out">
      <div className="form-submission-error" role="alert">
        {problem}
      </div>
      <button type="button" className="button" onClick={() => void press()}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}
