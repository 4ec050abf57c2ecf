import { apiRequest } from '@storefront/ui';

/** A customer (spec §3 site user) as the gateway answers it. */
export interface CustomerAccount {
  siteUserId: string;
  email: string;
  displayName: string;
}

const accountOf = ({ account }: { account: CustomerAccount }) => account;

/**
 * The gateway's customer routes. Signing in or up sets the HttpOnly session cookie and the
 * script-readable SiteUserInfo cookie (spec §3), which tells the shell the visitor is signed in.
 */
export const customerApi = {
  signUp: (email: string, password: string, displayName: string) =>
    apiRequest<{ account: CustomerAccount }>('POST', '/api/site-users/sign-up', {
      email,
      password,
      ...(displayName ? { displayName } : {}),
    }).then(accountOf),
  signIn: (email: string, password: string) =>
    apiRequest<{ account: CustomerAccount }>('POST', '/api/site-users/session', { email, password }).then(accountOf),
  signOut: () => apiRequest<null>('DELETE', '/api/site-users/session'),
  requestPasswordReset: (email: string) => apiRequest<null>('POST', '/api/site-users/password-reset', { email }),
  completePasswordReset: (token: string, password: string) =>
    apiRequest<null>('POST', '/api/site-users/password-reset/complete', { token, password }),
};
