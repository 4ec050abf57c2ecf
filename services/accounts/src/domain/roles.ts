import { isRoleNumber, Role, type RoleNumber } from '@storefront/permissions';
import { FailedPreconditionError, InvalidArgumentError } from '@storefront/service-kit/errors';
import { accountsMessages } from './messages';

/** The roles a contributor is given: spec role numbers only, at least one, each once, in order. */
export function contributorRoles(requested: readonly number[]): RoleNumber[] {
  const unknown = requested.find((role) => !isRoleNumber(role));
  if (unknown !== undefined) throw new InvalidArgumentError(accountsMessages.unknownRole(unknown));
  if (requested.length === 0) throw new InvalidArgumentError(accountsMessages.noRoles);
  return [...new Set(requested as RoleNumber[])].sort((a, b) => a - b);
}

/**
 * Refuses a change that would leave the website without an admin: `admins` are the admins now,
 * `changed` the owner account being changed, and `rolesAfter` its roles afterwards (null: removed).
 */
export function keepAnAdmin(admins: readonly string[], changed: string, rolesAfter: readonly number[] | null): void {
  const stays = rolesAfter?.includes(Role.admin) ?? false;
  const remaining = admins.filter((id) => id !== changed).length + (stays ? 1 : 0);
  if (remaining === 0) throw new FailedPreconditionError(accountsMessages.lastAdmin);
}
