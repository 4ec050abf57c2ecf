import { useAccountAction } from './use-account-action';

export interface SignOutButtonProps {
  /** The account kind's sign-out call and where the person goes afterwards. */
  signOut: () => Promise<void>;
}

/** Ends the session; if the gateway cannot be reached the person is told and stays signed in. */
export function SignOutButton({ signOut }: SignOutButtonProps) {
  const press = useAccountAction(signOut);
  return (
    <div className="account-sign-out">
      <div className="form-submission-error" role="alert">
        {press.problem}
      </div>
      <button type="button" className="button" onClick={() => void press.run()}>
        {press.busy ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}
