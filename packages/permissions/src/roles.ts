/** Spec §3 user-role numbers of an owner account on a website (5 is not assigned by the spec). */
export const Role = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
  draftEditor: 16,
} as const;

export type RoleName = keyof typeof Role;
export type RoleNumber = (typeof Role)[RoleName];

// pure: bundles that only need a role number (the shell) drop it
const roleNames = /*#__PURE__*/ new Map<number, RoleName>(
  Object.entries(Role).map(([name, n]) => [n, name as RoleName]),
);

/** Whether a number is one of the spec's role numbers (input from a request or a database). */
export function isRoleNumber(value: unknown): value is RoleNumber {
  return typeof value === 'number' && roleNames.has(value);
}

/** The role's name, for screens and logs; undefined for a number the spec does not define. */
export function roleName(role: number): RoleName | undefined {
  return roleNames.get(role);
}

/**
 * Spec §6: census tracking is skipped for signed-in accounts unless their only website role is
 * viewer (outside the configuration area, which the caller decides).
 */
export function onlyViewer(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => role === Role.viewer);
}
