import { Role } from '@storefront/permissions';
import type { Database } from '@storefront/service-kit';
import { hashPassword } from '../passwords/password-hashing';
import { insertFirstOwner } from '../store/accounts';

/**
 * The admin `npm start` signs in with: made when the website has no owner yet, never again, and
 * never changed afterwards (its password is then the owner's to change). Says whether it made it.
 */
export async function ensureDemoOwner(db: Database, email: string, password: string): Promise<boolean> {
  return insertFirstOwner(db, {
    email,
    displayName: 'Store owner',
    passwordHash: await hashPassword(password),
    roles: [Role.admin],
  });
}
