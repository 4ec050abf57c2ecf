import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountKind } from '../domain/account-kind';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AccountKind>().notNull(),
    /** Trimmed and lower-cased: one person, one account of each kind. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** argon2id, parameters and salt included (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** Spec §3 role numbers of an owner; empty for customers. */
    roles: integer('roles')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The spec's siteUserId; customers only. */
    siteUserId: text('site_user_id'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    // also what makes sign-up, invitations and the demo owner race-safe
    uniqueIndex('accounts_kind_email_idx').on(table.kind, table.email),
    uniqueIndex('accounts_site_user_id_idx').on(table.siteUserId),
    check('accounts_kind_check', sql`${table.kind} in ('owner', 'customer')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the bearer token. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Moves forward with use (owners), never past ends_at. */
    expiresAt: moment('expires_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId), index('sessions_expiry_idx').on(table.expiresAt)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One open invitation per e-mail: inviting again replaces it. */
    email: text('email').notNull().unique('invitations_email_key'),
    roles: integer('roles').array().notNull(),
    tokenHash: text('token_hash').notNull().unique('invitations_token_hash_key'),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('invitations_expiry_idx').on(table.expiresAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    index('password_resets_account_idx').on(table.accountId),
    index('password_resets_expiry_idx').on(table.expiresAt),
  ],
);

/** One row per failed sign-in, counted per subject over a sliding window; shared by every replica. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sha256 of the account (kind and e-mail) or of the client address. */
    subject: text('subject').notNull(),
    failedAt: moment('failed_at').notNull(),
  },
  (table) => [index('sign_in_failures_subject_idx').on(table.subject, table.failedAt)],
);

export const signInLockouts = pgTable('sign_in_lockouts', {
  subject: text('subject').primaryKey(),
  lockedUntil: moment('locked_until').notNull(),
});
