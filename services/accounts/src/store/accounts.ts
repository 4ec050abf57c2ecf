import { Role } from '@storefront/permissions';
import type { Database } from '@storefront/service-kit';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountKind } from '../domain/account-kind';
import { accounts } from './schema';

/** An account as the service works with it; the password hash stays in the store. */
export interface StoredAccount {
  id: string;
  kind: AccountKind;
  email: string;
  displayName: string;
  roles: number[];
  siteUserId: string | null;
}

export interface NewAccount {
  kind: AccountKind;
  email: string;
  displayName: string;
  passwordHash: string;
  roles: number[];
  siteUserId: string | null;
}

const accountColumns = {
  id: accounts.id,
  kind: accounts.kind,
  email: accounts.email,
  displayName: accounts.displayName,
  roles: accounts.roles,
  siteUserId: accounts.siteUserId,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can name a row at all: PostgreSQL refuses a malformed uuid with an error, not with no row. */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}

/** The new account, or null when one of that kind has the e-mail already (also when a concurrent call made it). */
export async function insertAccount(db: Database, account: NewAccount): Promise<StoredAccount | null> {
  const [row] = await db.insert(accounts).values(account).onConflictDoNothing().returning(accountColumns);
  return row ?? null;
}

/** The account with its password hash, for a sign-in. */
export async function findCredentials(
  db: Database,
  kind: AccountKind,
  email: string,
): Promise<(StoredAccount & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.kind, kind), eq(accounts.email, email)));
  return row ?? null;
}

export async function findAccountByEmail(
  db: Database,
  kind: AccountKind,
  email: string,
): Promise<StoredAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .where(and(eq(accounts.kind, kind), eq(accounts.email, email)));
  return row ?? null;
}

/** An owner account, locked until the transaction ends. */
export async function lockOwner(tx: Database, id: string): Promise<StoredAccount | null> {
  if (!isRowId(id)) return null;
  const [row] = await tx
    .select(accountColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.kind, 'owner')))
    .for('update');
  return row ?? null;
}

export async function listOwners(db: Database): Promise<StoredAccount[]> {
  return db
    .select(accountColumns)
    .from(accounts)
    .where(eq(accounts.kind, 'owner'))
    .orderBy(asc(accounts.createdAt), asc(accounts.email));
}

/**
 * The ids of the website's admins, each row locked until the transaction ends: of two admins
 * demoting each other at once, the second sees the first's change and is refused.
 */
export async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, 'owner'), sql`${Role.admin} = any(${accounts.roles})`))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setRoles(tx: Database, id: string, roles: number[]): Promise<StoredAccount> {
  const [row] = await tx.update(accounts).set({ roles }).where(eq(accounts.id, id)).returning(accountColumns);
  return row!;
}

export async function setPasswordHash(tx: Database, id: string, passwordHash: string): Promise<StoredAccount | null> {
  const [row] = await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, id)).returning(accountColumns);
  return row ?? null;
}

/** Deletes the account; its sessions and reset tokens go with it (foreign keys cascade). */
export async function deleteAccount(tx: Database, id: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, id));
}

/** PostgreSQL's array literal: both drivers pass it as text, whatever they do with arrays. */
const roleArray = (roles: number[]) => `{${roles.join(',')}}`;

/**
 * Makes the first owner in one statement: nothing when any owner exists, and of replicas starting
 * together only one inserts (the others meet the unique index on kind and e-mail).
 */
export async function insertFirstOwner(db: Database, owner: Omit<NewAccount, 'kind' | 'siteUserId'>): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into ${accounts} (kind, email, display_name, password_hash, roles)
    select 'owner', ${owner.email}, ${owner.displayName}, ${owner.passwordHash}, ${roleArray(owner.roles)}::integer[]
    where not exists (select 1 from ${accounts} where kind = 'owner')
    on conflict do nothing
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}
