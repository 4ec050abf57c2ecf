/** The customer's pages (spec §3 site users); the gateway serves each with a `[data-account-page]` hook. */
export const accountPaths = {
  account: '/account',
  signIn: '/account/sign-in',
  signUp: '/account/sign-up',
  resetPassword: '/account/reset-password',
} as const;

/** A link to another account page that keeps the `next` of this one, so the detour still ends there. */
export function keepingNext(path: string, search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** The signed-in customer's subscriptions in the API: `<id>/cancel`, `<id>/shipping-address`. */
export const SUBSCRIPTIONS_API = '/api/site-users/account/subscriptions';
