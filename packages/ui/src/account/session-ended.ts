import { ApiError } from '../api';
import type { PageEnvironment } from './page-environment';

/**
 * For a screen that reads the signed-in account: a 401 means the session ended since the server
 * drew the page (it expired, or the person signed out in another tab), so the person goes to sign
 * in again and comes back here afterwards. Other failures are left to the screen.
 */
export function signInWhenSessionEnded(environment: PageEnvironment, signInPath: string) {
  return (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 401) return false;
    environment.navigate(`${signInPath}?next=${encodeURIComponent(`${environment.pathname}${environment.search}`)}`);
    return true;
  };
}
