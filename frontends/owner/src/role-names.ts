import { Role, roleName, type RoleNumber } from '@storefront/permissions';

/** Spec §3's role names as a person reads them: 'storeManager' is 'Store manager'. */
export function roleLabel(role: number): string {
  const name = roleName(role);
  if (!name) return `Role ${role}`;
  const words = name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Admin, Reporting"; an account without roles says so. */
export function rolesText(roles: readonly number[]): string {
  return roles.length > 0 ? roles.map(roleLabel).join(', ') : 'No role';
}

/**
 * The roles a contributor can be given, in the spec's number order. 'none' is left out: it opens
 * nothing, so inviting someone with it would only send a link to a door that stays shut.
 */
export const assignableRoles: readonly RoleNumber[] = Object.values(Role)
  .filter((role) => role !== Role.none)
  .sort((a, b) => a - b);
