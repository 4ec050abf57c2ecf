import { useRef, useState } from 'react';
import { accountFailure } from './account-failure';

/**
 * One press that asks the gateway for something (sign out, remove a member): busy while it is out,
 * so a second press is ignored, and its refusal kept to show. After success it stays busy, since
 * what follows (leaving the page, closing the dialog) ends the control anyway.
 */
export function useAccountAction(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const out = useRef(false);
  /** True when the action went through. */
  const run = async (): Promise<boolean> => {
    if (out.current) return false;
    out.current = true;
    setBusy(true);
    setProblem('');
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(accountFailure(error).message);
      out.current = false;
      setBusy(false);
      return false;
    }
  };
  return { busy, problem, run };
}
