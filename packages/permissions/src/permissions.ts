import { Role, type RoleNumber } from './roles';

/**
 * The one table of what each owner role may do. The spec names the role numbers but not their
 * permissions (spec §6 "Permission checks for other roles: not shown"), so the table follows what
 * the roles' names promise: admin may do everything; money is billing's; the store is the store
 * manager's; reports are reporting's; the site's settings are the website manager's. Roles about
 * content, comments and scheduling have no page in the owner area yet and so no permission here.
 */
export const permissions = {
  /** Store settings: currency, express checkout, service quantities, time zone, captcha key. */
  manageSettings: [Role.admin, Role.websiteManager],
  /** Invite contributors, change their roles, remove them. */
  manageTeam: [Role.admin],
  /** List restock sign-ups and send restock notices. */
  manageRestock: [Role.admin, Role.storeManager],
  /** Census analytics: visits, hits, commerce and shopping events. */
  viewAnalytics: [Role.admin, Role.reporting, Role.storeManager, Role.websiteManager],
  /** Web vitals and JavaScript error reports. */
  viewWebVitals: [Role.admin, Role.reporting, Role.storeManager, Role.websiteManager],
  /** Orders: list, refund, fulfil. */
  manageOrders: [Role.admin, Role.billing, Role.storeManager],
  /** The platform's background job queues (/config/queues): what waits, runs and failed; read only. */
  viewQueues: [Role.admin],
  /** Enter the owner area and see one's own account (every owner role but "none"). */
  enterOwnerArea: Object.values(Role).filter((role) => role !== Role.none),
} as const satisfies Record<string, readonly RoleNumber[]>;

export type Permission = keyof typeof permissions;

/** Whether an account holding these roles has the permission. */
export function may(roles: readonly number[], permission: Permission): boolean {
  const allowed: readonly number[] = permissions[permission];
  return roles.some((role) => allowed.includes(role));
}

/** Every permission the roles grant, for screens that hide what the account cannot open. */
export function permissionsOf(roles: readonly number[]): Permission[] {
  return (Object.keys(permissions) as Permission[]).filter((permission) => may(roles, permission));
}
