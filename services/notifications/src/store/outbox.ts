import { eq, sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';
import {
  outbox,
  sendRequests,
  type OutboxKind,
  type OutboxState,
  type RenderedPayload,
  type RestockPayload,
} from './schema';

/** `<sendRequestId>:<signUpId>`: a sign-up gets at most one notice per send request. */
export const restockKey = (sendRequestId: string, signUpId: string) => `${sendRequestId}:${signUpId}`;

export interface FanoutPage {
  /** Outbox ids of the notices made, ascending. */
  outboxIds: number[];
  /** How many waiting sign-ups the page claimed. */
  claimed: number;
  /** The last sign-up id claimed: where the next page starts. */
  cursor: string | null;
}

/**
 * One page of a send request's fan-out, in one transaction: claims up to `limit` waiting sign-ups
 * of its group after `cursor` (a sign-up another send request claimed, or one a concurrent claim
 * holds, is skipped: never two notices in one round), makes their notices in the outbox, and
 * moves the request's cursor and total on, so a job killed at any point resumes where the last
 * committed page ended.
 */
export function claimFanoutPage(
  db: Database,
  settings: {
    sendRequestId: string;
    productId: string;
    variantId: string;
    cursor: string | null;
    limit: number;
    messageIdFor(key: string): string;
  },
): Promise<FanoutPage> {
  const { sendRequestId, productId, variantId, cursor, limit, messageIdFor } = settings;
  return db.transaction(async (tx) => {
    // pages of one request take turns: a second job of it (a restarted fan-out) sees this page's
    // claims once committed, never "nothing left" because this page holds the rows
    await tx.execute(sql`select id from send_requests where id = ${sendRequestId}::uuid for update`);
    const after = cursor === null ? sql`` : sql`and id > ${cursor}::uuid`;
    // materialized: a LIMIT ... SKIP LOCKED subquery joined to the update would be re-run per row
    const claimed = await rows<{ id: string; email: string; language: string }>(
      tx,
      sql`
        with picked as materialized (
          select id from restock_sign_ups
          where product_id = ${productId} and variant_id = ${variantId}
            and claimed_by is null and notified_at is null ${after}
          order by id
          limit ${limit}
          for update skip locked
        )
        update restock_sign_ups set claimed_by = ${sendRequestId}::uuid
        from picked
        where restock_sign_ups.id = picked.id
        returning restock_sign_ups.id, email, language`,
    );
    if (claimed.length === 0) return { outboxIds: [], claimed: 0, cursor };
    claimed.sort((a, b) => (a.id < b.id ? -1 : 1));
    const made = await tx
      .insert(outbox)
      .values(
        claimed.map((signUp) => {
          const key = restockKey(sendRequestId, signUp.id);
          return {
            key,
            kind: 'restock' as const,
            recipient: signUp.email,
            payload: { language: signUp.language } satisfies RestockPayload,
            sendRequestId,
            signUpId: signUp.id,
            messageId: messageIdFor(key),
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    const last = claimed[claimed.length - 1]!.id;
    await tx
      .update(sendRequests)
      .set({
        fanoutCursor: last,
        total: sql`${sendRequests.total} + ${made.length}`,
        touchedAt: new Date(),
      })
      .where(eq(sendRequests.id, sendRequestId));
    return { outboxIds: made.map(({ id }) => Number(id)).sort((a, b) => a - b), claimed: claimed.length, cursor: last };
  });
}

export interface NewMail {
  key: string;
  kind: OutboxKind;
  recipient: string;
  payload: RenderedPayload;
  messageId: string;
}

/** Stores a mail under its key once; a repeat finds the first one. Its id and Message-ID, and whether it is new. */
export async function insertMail(
  db: Database,
  mail: NewMail,
): Promise<{ id: number; messageId: string; created: boolean }> {
  const [made] = await db
    .insert(outbox)
    .values(mail)
    .onConflictDoNothing()
    .returning({ id: outbox.id, messageId: outbox.messageId });
  if (made) return { id: Number(made.id), messageId: made.messageId, created: true };
  const [existing] = await db
    .select({ id: outbox.id, messageId: outbox.messageId })
    .from(outbox)
    .where(eq(outbox.key, mail.key));
  return { id: Number(existing!.id), messageId: existing!.messageId, created: false };
}

export interface ClaimedMail {
  id: number;
  key: string;
  kind: OutboxKind;
  recipient: string;
  payload: RestockPayload | RenderedPayload;
  sendRequestId: string | null;
  signUpId: string | null;
  attempts: number;
  messageId: string;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/**
 * Takes the named messages that wait (queued) for this delivery: each becomes `sending` with one
 * more attempt. A message another job has taken, or one already sent or failed, is left out, so
 * two jobs naming one message never both send it.
 */
export async function claimForDelivery(db: Database, ids: number[]): Promise<ClaimedMail[]> {
  if (ids.length === 0) return [];
  const claimed = await rows<ClaimedMail>(
    db,
    sql`
      update outbox set state = 'sending', attempts = attempts + 1, touched_at = now()
      where id in (${idList(ids)}) and state = 'queued'
      returning id::text as id, key, kind, recipient, payload, send_request_id as "sendRequestId",
        sign_up_id as "signUpId", attempts, message_id as "messageId"`,
  );
  return claimed.map((mail) => ({ ...mail, id: Number(mail.id) }));
}

/**
 * The relay accepted them: sent, and each restock notice's sign-up notified (if this round still
 * holds it: a sign-up renewed meanwhile waits for the next notice).
 */
export async function markSent(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    with sent as (
      update outbox set state = 'sent', sent_at = now(), touched_at = now()
      where id in (${idList(ids)}) and state = 'sending'
      returning sign_up_id, send_request_id
    )
    update restock_sign_ups set notified_at = now()
    from sent
    where restock_sign_ups.id = sent.sign_up_id and restock_sign_ups.claimed_by = sent.send_request_id
      and restock_sign_ups.notified_at is null`);
}

/**
 * Failed for good (refused by the relay, or out of attempts): the reason is kept, and the sign-up
 * is let go of, so the next send tries it again.
 */
export async function markFailed(db: Database, id: number, reason: string): Promise<void> {
  await db.execute(sql`
    with failed as (
      update outbox set state = 'failed', last_error = ${reason}, touched_at = now()
      where id = ${id}::bigint and state = 'sending'
      returning sign_up_id, send_request_id
    )
    update restock_sign_ups set claimed_by = null
    from failed
    where restock_sign_ups.id = failed.sign_up_id and restock_sign_ups.claimed_by = failed.send_request_id
      and restock_sign_ups.notified_at is null`);
}

/** Failed for now: it waits again for the job's next try. */
export async function markForRetry(db: Database, id: number, reason: string): Promise<void> {
  await db.execute(sql`
    update outbox set state = 'queued', last_error = ${reason}, touched_at = now()
    where id = ${id}::bigint and state = 'sending'`);
}

/**
 * Messages left in `state` for longer than `olderThanSeconds`, made to wait again (queued) and
 * touched now, so the next sweep leaves them to the jobs this one queues. Ascending ids, at most
 * `limit`; rows another sweeper holds are skipped.
 */
async function takeStale(db: Database, state: OutboxState, olderThanSeconds: number, limit: number): Promise<number[]> {
  return touchedIds(
    db,
    sql`
      with picked as materialized (
        select id from outbox
        where state = ${state} and touched_at < now() - make_interval(secs => ${olderThanSeconds})
        order by id
        limit ${limit}
        for update skip locked
      )
      update outbox set state = 'queued', touched_at = now()
      from picked
      where outbox.id = picked.id
      returning outbox.id::text as id`,
  );
}

/** Messages a job took (sending) longer than a lease ago and never marked: their worker died. */
export function requeueAbandoned(db: Database, leaseSeconds: number, limit: number): Promise<number[]> {
  return takeStale(db, 'sending', leaseSeconds, limit);
}

/** Messages waiting for longer than `olderThanSeconds`: their job may be gone with a Redis restart. */
export function touchWaiting(db: Database, olderThanSeconds: number, limit: number): Promise<number[]> {
  return takeStale(db, 'queued', olderThanSeconds, limit);
}

async function touchedIds(db: Database, statement: ReturnType<typeof sql>): Promise<number[]> {
  const found = await rows<{ id: string }>(db, statement);
  return found.map(({ id }) => Number(id)).sort((a, b) => a - b);
}
