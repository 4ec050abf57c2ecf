import { may, type Permission } from '@storefront/permissions';

/**
 * Who may call an owner route: anyone (signing in, accepting an invitation, resetting a
 * password), any signed-in owner account, or an account whose roles grant the permission
 * (@storefront/permissions, the one role table).
 */
export type OwnerAccess = 'public' | 'signedIn' | Permission;

/**
 * Spec §7: the restock calls. A visitor signs up with a POST to this path (routes/restock-sign-ups);
 * every other call below it is the owner's, declared in the table below.
 */
export const RESTOCK_API_PATH = '/api/site-users/account/notifications/restock';

export interface OwnerApiRoute {
  kind: 'api';
  /** The handler's name (routes/owner-api.ts gives one for each). */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /api/owner, or spec §7's owner calls of the restock notices, which have paths of their own. */
  path: `/api/owner${string}` | `${typeof RESTOCK_API_PATH}${string}`;
  access: OwnerAccess;
}

export interface OwnerPageRoute {
  kind: 'page';
  /** The mount hook's value, `<div data-owner-page="{page}">`: what the owner remote renders there. */
  page: string;
  path: `/config${string}`;
  access: OwnerAccess;
  heading: string;
  /** Its entry in the owner area's navigation; pages without one (sign-in and the like) are not listed. */
  nav?: string;
}

/**
 * A tool served whole below its path (its own pages, scripts and API) rather than by the owner
 * remote, behind the same access check and refusals as a page.
 */
export interface OwnerToolRoute {
  kind: 'tool';
  name: string;
  path: `/config/${string}`;
  access: OwnerAccess;
  /** Its entry in the owner area's navigation. */
  nav: string;
}

export type OwnerRoute = OwnerApiRoute | OwnerPageRoute | OwnerToolRoute;

const api = <const Name extends string, const Access extends OwnerAccess>(
  method: OwnerApiRoute['method'],
  path: OwnerApiRoute['path'],
  access: Access,
  name: Name,
) => ({ kind: 'api', method, path, access, name }) as const;

const page = <const Access extends OwnerAccess>(
  path: OwnerPageRoute['path'],
  access: Access,
  hook: string,
  heading: string,
  nav?: string,
): OwnerPageRoute => ({ kind: 'page', path, access, page: hook, heading, ...(nav ? { nav } : {}) });

/** Bull Board over the platform's queues (routes/queue-dashboard), read only: for admins. */
export const QUEUE_DASHBOARD = {
  kind: 'tool',
  name: 'queueDashboard',
  path: '/config/queues',
  access: 'viewQueues',
  nav: 'Queues',
} as const satisfies OwnerToolRoute;

/**
 * Every route of the owner area, API, page and tool, with who may open it: the only place an owner
 * route is declared. The owner router (routes/owner-router.ts) mounts exactly these, each behind
 * its access check, and answers 404 for anything else under /api/owner and /config;
 * the restock calls' owner routes likewise;
 * test/owner-routes.test.ts walks this table for the 401 and 403 of every route.
 */
export const OWNER_ROUTES = [
  // The session: sign in (revoking the one the browser held), who is signed in, and sign out,
  // which always succeeds, so a browser whose session already ended can still clear its cookie.
  api('POST', '/api/owner/session', 'public', 'signIn'),
  api('GET', '/api/owner/session', 'signedIn', 'currentSession'),
  api('DELETE', '/api/owner/session', 'public', 'signOut'),
  // For people not signed in: joining by invitation, resetting a forgotten password.
  api('POST', '/api/owner/invitations/accept', 'public', 'acceptInvitation'),
  api('POST', '/api/owner/password-reset', 'public', 'requestPasswordReset'),
  api('POST', '/api/owner/password-reset/complete', 'public', 'completePasswordReset'),
  // The team: its members and open invitations.
  api('GET', '/api/owner/team', 'manageTeam', 'team'),
  api('POST', '/api/owner/team/invitations', 'manageTeam', 'invite'),
  api('PUT', '/api/owner/team/:accountId/roles', 'manageTeam', 'changeRoles'),
  api('DELETE', '/api/owner/team/:accountId', 'manageTeam', 'removeMember'),
  // The store settings an owner edits.
  api('GET', '/api/owner/settings', 'manageSettings', 'settings'),
  api('PUT', '/api/owner/settings', 'manageSettings', 'updateSettings'),
  // The checkout's shipping rates, tax rules and coupons.
  api('GET', '/api/owner/checkout-settings', 'manageSettings', 'checkoutSettings'),
  api('PUT', '/api/owner/checkout-settings', 'manageSettings', 'updateCheckoutSettings'),
  // Restock notices (spec §7): the sign-up groups, one group's sign-ups, sending a group's notices
  // or every group's, and the send requests' history and progress.
  api('GET', `${RESTOCK_API_PATH}/groups`, 'manageRestock', 'restockGroups'),
  api('GET', RESTOCK_API_PATH, 'manageRestock', 'restockSignUps'),
  api('POST', `${RESTOCK_API_PATH}/send`, 'manageRestock', 'sendRestockNotices'),
  api('POST', `${RESTOCK_API_PATH}/send/all`, 'manageRestock', 'sendAllRestockNotices'),
  api('GET', `${RESTOCK_API_PATH}/send-requests`, 'manageRestock', 'restockSendRequests'),
  // The performance page: web vitals over a date range, and the JavaScript error groups.
  api('GET', '/api/owner/performance/vitals', 'viewWebVitals', 'webVitals'),
  api('GET', '/api/owner/performance/errors', 'viewWebVitals', 'javascriptErrorGroups'),
  api('GET', '/api/owner/performance/errors/:groupId', 'viewWebVitals', 'javascriptErrorGroup'),
  // The orders page: the website's orders, newest first, and one order in full.
  api('GET', '/api/owner/orders', 'manageOrders', 'orders'),
  api('GET', '/api/owner/orders/:orderId', 'manageOrders', 'order'),
  // The subscriptions page: the website's subscriptions, newest first, with their plans and states.
  api('GET', '/api/owner/subscriptions', 'manageOrders', 'subscriptions'),
  // The analytics page: visits, pages, products and the funnel over a date range, and its CSV.
  api('GET', '/api/owner/analytics', 'viewAnalytics', 'analytics'),
  api('GET', '/api/owner/analytics/export', 'viewAnalytics', 'analyticsExport'),

  // Pages: path, access, the owner remote's hook, heading, and the entry in the navigation (in
  // this order) of those that have one. The sign-in pages come first; they are in no navigation.
  page('/config/login', 'public', 'login', 'Sign in'),
  page('/config/invitation', 'public', 'accept-invitation', 'Accept your invitation'),
  page('/config/reset-password', 'public', 'reset-password', 'Reset your password'),
  page('/config', 'enterOwnerArea', 'overview', 'Overview', 'Overview'),
  page('/config/account', 'enterOwnerArea', 'account', 'Your account', 'Account'),
  page('/config/settings', 'manageSettings', 'settings', 'Settings', 'Settings'),
  page('/config/checkout', 'manageSettings', 'checkout', 'Checkout settings', 'Checkout'),
  page('/config/team', 'manageTeam', 'team', 'Team', 'Team'),
  page('/config/restock', 'manageRestock', 'restock', 'Restock notices', 'Restock'),
  page('/config/analytics', 'viewAnalytics', 'analytics', 'Analytics', 'Analytics'),
  page('/config/web-vitals', 'viewWebVitals', 'web-vitals', 'Web vitals', 'Web vitals'),
  page('/config/orders', 'manageOrders', 'orders', 'Orders', 'Orders'),
  page('/config/subscriptions', 'manageOrders', 'subscriptions', 'Subscriptions', 'Subscriptions'),
  QUEUE_DASHBOARD,
] as const satisfies readonly OwnerRoute[];

export type OwnerApiName = Extract<(typeof OWNER_ROUTES)[number], { kind: 'api' }>['name'];

/** Where the owner area's API and pages live; nothing else may answer below these. */
export const OWNER_API_PREFIX = '/api/owner';
/** Below the restock path only the visitor's sign-up (a POST to the path itself) is not the owner's. */
export const OWNER_RESTOCK_API_PREFIX = RESTOCK_API_PATH;
export const OWNER_AREA_PREFIX = '/config';
export const OWNER_LOGIN_PATH = '/config/login';

/** Whether an account with `roles` (undefined: nobody is signed in) may open a route of `access`. */
export function allows(access: OwnerAccess, roles: readonly number[] | undefined): boolean {
  if (access === 'public') return true;
  if (roles === undefined) return false;
  return access === 'signedIn' || may(roles, access);
}
