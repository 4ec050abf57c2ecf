import { may, type Permission } from '@storefront/permissions';

/**
 * Who may call an owner route: anyone (signing in, accepting an invitation, resetting a
 * password), any signed-in owner account, or an account whose roles grant the permission
 * (@storefront/permissions, the one role table).
 */
export type OwnerAccess = 'public' | 'signedIn' | Permission;

export interface OwnerApiRoute {
  kind: 'api';
  /** The handler's name (routes/owner-api.ts gives one for each). */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/owner${string}`;
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

export type OwnerRoute = OwnerApiRoute | OwnerPageRoute;

/**
 * Every route of the owner area, API and page, with who may open it: the only place an owner
 * route is declared. The owner router (routes/owner-router.ts) mounts exactly these, each behind
 * its access check, and answers 404 for anything else under /api/owner and /config;
 * test/owner-routes.test.ts walks this table for the 401 and 403 of every route.
 */
export const OWNER_ROUTES = [
  { kind: 'api', name: 'signIn', method: 'POST', path: '/api/owner/session', access: 'public' },
  { kind: 'api', name: 'currentSession', method: 'GET', path: '/api/owner/session', access: 'signedIn' },
  // Signing out always succeeds, so a browser whose session already ended can still clear its cookie.
  { kind: 'api', name: 'signOut', method: 'DELETE', path: '/api/owner/session', access: 'public' },
  { kind: 'api', name: 'team', method: 'GET', path: '/api/owner/team', access: 'manageTeam' },
  { kind: 'api', name: 'invite', method: 'POST', path: '/api/owner/team/invitations', access: 'manageTeam' },
  {
    kind: 'api',
    name: 'changeRoles',
    method: 'PUT',
    path: '/api/owner/team/:accountId/roles',
    access: 'manageTeam',
  },
  { kind: 'api', name: 'removeMember', method: 'DELETE', path: '/api/owner/team/:accountId', access: 'manageTeam' },
  { kind: 'api', name: 'acceptInvitation', method: 'POST', path: '/api/owner/invitations/accept', access: 'public' },
  { kind: 'api', name: 'requestPasswordReset', method: 'POST', path: '/api/owner/password-reset', access: 'public' },
  {
    kind: 'api',
    name: 'completePasswordReset',
    method: 'POST',
    path: '/api/owner/password-reset/complete',
    access: 'public',
  },
  { kind: 'api', name: 'settings', method: 'GET', path: '/api/owner/settings', access: 'manageSettings' },
  { kind: 'api', name: 'updateSettings', method: 'PUT', path: '/api/owner/settings', access: 'manageSettings' },

  { kind: 'page', page: 'login', path: '/config/login', access: 'public', heading: 'Sign in' },
  {
    kind: 'page',
    page: 'accept-invitation',
    path: '/config/invitation',
    access: 'public',
    heading: 'Accept your invitation',
  },
  {
    kind: 'page',
    page: 'reset-password',
    path: '/config/reset-password',
    access: 'public',
    heading: 'Reset your password',
  },
  { kind: 'page', page: 'overview', path: '/config', access: 'enterOwnerArea', heading: 'Overview', nav: 'Overview' },
  {
    kind: 'page',
    page: 'account',
    path: '/config/account',
    access: 'enterOwnerArea',
    heading: 'Your account',
    nav: 'Account',
  },
  {
    kind: 'page',
    page: 'settings',
    path: '/config/settings',
    access: 'manageSettings',
    heading: 'Settings',
    nav: 'Settings',
  },
  { kind: 'page', page: 'team', path: '/config/team', access: 'manageTeam', heading: 'Team', nav: 'Team' },
  {
    kind: 'page',
    page: 'restock',
    path: '/config/restock',
    access: 'manageRestock',
    heading: 'Restock notices',
    nav: 'Restock',
  },
  {
    kind: 'page',
    page: 'analytics',
    path: '/config/analytics',
    access: 'viewAnalytics',
    heading: 'Analytics',
    nav: 'Analytics',
  },
  {
    kind: 'page',
    page: 'web-vitals',
    path: '/config/web-vitals',
    access: 'viewWebVitals',
    heading: 'Web vitals',
    nav: 'Web vitals',
  },
  { kind: 'page', page: 'orders', path: '/config/orders', access: 'manageOrders', heading: 'Orders', nav: 'Orders' },
] as const satisfies readonly OwnerRoute[];

export type OwnerApiName = Extract<(typeof OWNER_ROUTES)[number], { kind: 'api' }>['name'];

/** Where the owner area's API and pages live; nothing else may answer below these. */
export const OWNER_API_PREFIX = '/api/owner';
export const OWNER_AREA_PREFIX = '/config';
export const OWNER_LOGIN_PATH = '/config/login';

/** Whether an account with `roles` (undefined: nobody is signed in) may open a route of `access`. */
export function allows(access: OwnerAccess, roles: readonly number[] | undefined): boolean {
  if (access === 'public') return true;
  if (roles === undefined) return false;
  return access === 'signedIn' || may(roles, access);
}
