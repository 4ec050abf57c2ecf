import type { Permission } from '@storefront/permissions';

/** A page of the owner area: its hook name, address, title and the permission that opens it. */
export interface OwnerPage {
  page: string;
  path: string;
  title: string;
  permission: Permission;
}

/** The pages behind a sign-in, in the order the area lists them. */
export const ownerPages: readonly OwnerPage[] = [
  { page: 'overview', path: '/config', title: 'Overview', permission: 'enterOwnerArea' },
  { page: 'account', path: '/config/account', title: 'Account', permission: 'enterOwnerArea' },
  { page: 'settings', path: '/config/settings', title: 'Settings', permission: 'manageSettings' },
  { page: 'checkout', path: '/config/checkout', title: 'Checkout', permission: 'manageSettings' },
  { page: 'team', path: '/config/team', title: 'Team', permission: 'manageTeam' },
  { page: 'restock', path: '/config/restock', title: 'Restock', permission: 'manageRestock' },
  { page: 'analytics', path: '/config/analytics', title: 'Analytics', permission: 'viewAnalytics' },
  { page: 'web-vitals', path: '/config/web-vitals', title: 'Web vitals', permission: 'viewWebVitals' },
  { page: 'orders', path: '/config/orders', title: 'Orders', permission: 'manageOrders' },
  { page: 'subscriptions', path: '/config/subscriptions', title: 'Subscriptions', permission: 'manageOrders' },
];

/** The pages these permissions open; only for what to show, the gateway checks every request. */
export function pagesOpenTo(permissions: readonly Permission[]): OwnerPage[] {
  return ownerPages.filter((page) => permissions.includes(page.permission));
}

export const signInPath = '/config/login';
