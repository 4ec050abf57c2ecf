import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';

export interface NewSignUp {
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
  language: string;
}

export interface GroupKey {
  productId: string;
  variantId: string;
}

export interface StoredSignUp extends GroupKey {
  id: string;
  email: string;
  isJoinMailingList: boolean;
  language: string;
  createdAt: Date;
  notifiedAt: Date | null;
}

/**
 * One statement per sign-up, whatever came before: a new address is inserted; a repeat changes
 * nothing unless it opts in to the mailing list or renews a sign-up already notified (it waits for
 * the next notice again, and counts as signed up now). A sign-up whose notice is under way keeps
 * its claim. True when a row was inserted.
 */
export async function upsertSignUp(db: Database, signUp: NewSignUp): Promise<boolean> {
  const [row] = await rows<{ created: boolean }>(
    db,
    sql`
      insert into restock_sign_ups (product_id, variant_id, email, is_join_mailing_list, language)
      values (${signUp.productId}, ${signUp.variantId}, ${signUp.email}, ${signUp.isJoinMailingList}, ${signUp.language})
      on conflict (product_id, variant_id, email_key) do update set
        is_join_mailing_list = restock_sign_ups.is_join_mailing_list or excluded.is_join_mailing_list,
        created_at = case when restock_sign_ups.notified_at is null then restock_sign_ups.created_at else now() end,
        claimed_by = case when restock_sign_ups.notified_at is null then restock_sign_ups.claimed_by end,
        notified_at = null
      where restock_sign_ups.notified_at is not null
        or (excluded.is_join_mailing_list and not restock_sign_ups.is_join_mailing_list)
      returning (xmax = 0) as created`,
  );
  return row?.created ?? false;
}

/** Newest first; the cursor is the last row's (created, id). */
export async function signUpsOfGroup(
  db: Database,
  group: GroupKey,
  after: { created: Date; id: string } | undefined,
  limit: number,
): Promise<StoredSignUp[]> {
  const page = after
    ? sql`and (created_at, id) < (${after.created.toISOString()}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rows<StoredSignUp>(
    db,
    sql`
      select id, product_id as "productId", variant_id as "variantId", email,
        is_join_mailing_list as "isJoinMailingList", language, created_at as "createdAt", notified_at as "notifiedAt"
      from restock_sign_ups
      where product_id = ${group.productId} and variant_id = ${group.variantId} ${page}
      order by created_at desc, id desc
      limit ${limit}`,
  ).then((found) => found.map(withDates));
}

export interface StoredGroup extends GroupKey {
  signUpCount: number;
  pendingCount: number;
  lastSignUp: Date;
  lastSent: Date | null;
}

/** Groups with the latest sign-up first; the cursor is the last group's (lastSignUp, product, variant). */
export async function signUpGroups(
  db: Database,
  after: { lastSignUp: Date; productId: string; variantId: string } | undefined,
  limit: number,
): Promise<StoredGroup[]> {
  const page = after
    ? sql`where (g."lastSignUp", g."productId", g."variantId") < (${after.lastSignUp.toISOString()}::timestamptz, ${after.productId}, ${after.variantId})`
    : sql``;
  const found = await rows<StoredGroup>(
    db,
    sql`
      select g.*, (
        select max(created_at) from send_requests r
        where r.product_id = g."productId" and r.variant_id = g."variantId"
      ) as "lastSent"
      from (
        select product_id as "productId", variant_id as "variantId", count(*)::int as "signUpCount",
          (count(*) filter (where notified_at is null))::int as "pendingCount", max(created_at) as "lastSignUp"
        from restock_sign_ups
        group by product_id, variant_id
      ) g
      ${page}
      order by g."lastSignUp" desc, g."productId" desc, g."variantId" desc
      limit ${limit}`,
  );
  return found.map((group) => ({
    ...group,
    lastSignUp: new Date(group.lastSignUp),
    lastSent: group.lastSent === null ? null : new Date(group.lastSent),
  }));
}

/** Every group with a sign-up waiting for its notice (not notified, not in a round under way). */
export async function groupsWaiting(db: Database, limit: number): Promise<GroupKey[]> {
  return rows<GroupKey>(
    db,
    sql`
      select distinct product_id as "productId", variant_id as "variantId"
      from restock_sign_ups
      where claimed_by is null and notified_at is null
      order by 1, 2
      limit ${limit}`,
  );
}

export async function hasWaitingSignUps(db: Database, group: GroupKey): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`
      select 1 as one from restock_sign_ups
      where product_id = ${group.productId} and variant_id = ${group.variantId}
        and claimed_by is null and notified_at is null
      limit 1`,
  );
  return found.length > 0;
}

/** node-postgres gives Dates; other paths (JSON aggregates) strings: callers always see Dates. */
function withDates(signUp: StoredSignUp): StoredSignUp {
  return {
    ...signUp,
    createdAt: new Date(signUp.createdAt),
    notifiedAt: signUp.notifiedAt === null ? null : new Date(signUp.notifiedAt),
  };
}
