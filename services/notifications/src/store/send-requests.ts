import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';
import type { GroupKey } from './sign-ups';
import { sendRequests, type ProductSnapshot } from './schema';

export type StoredSendRequest = typeof sendRequests.$inferSelect;

export interface NewSendRequest extends GroupKey {
  idempotencyKey: string;
  requestedBy: string;
  snapshot: ProductSnapshot;
  /** A group with nothing waiting is finished as it is made (proto: total 0, already finished). */
  nothingToSend: boolean;
}

/**
 * The send requests of one press, made once: a repeat of the key (scoped per group) finds the rows
 * the first press made. In the order of `requests`.
 */
export async function insertSendRequests(db: Database, requests: NewSendRequest[]): Promise<StoredSendRequest[]> {
  if (requests.length === 0) return [];
  const now = new Date();
  await db
    .insert(sendRequests)
    .values(
      requests.map(({ nothingToSend, ...request }) => ({
        ...request,
        state: nothingToSend ? ('finished' as const) : ('queued' as const),
        finishedAt: nothingToSend ? now : null,
      })),
    )
    .onConflictDoNothing();
  const stored = await sendRequestsOfKey(db, requests[0]!.idempotencyKey);
  const byGroup = new Map(stored.map((request) => [`${request.productId}\n${request.variantId}`, request]));
  return requests.map((request) => byGroup.get(`${request.productId}\n${request.variantId}`)!);
}

/** Every send request one press made. */
export function sendRequestsOfKey(db: Database, idempotencyKey: string): Promise<StoredSendRequest[]> {
  return db
    .select()
    .from(sendRequests)
    .where(eq(sendRequests.idempotencyKey, idempotencyKey))
    .orderBy(sendRequests.productId, sendRequests.variantId);
}

export function sendRequestsByIds(db: Database, ids: string[]): Promise<StoredSendRequest[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sendRequests)
    .where(inArray(sendRequests.id, ids))
    .orderBy(desc(sendRequests.createdAt), desc(sendRequests.id));
}

/** Newest first; the cursor is the last row's (created, id). */
export function sendRequestsPage(
  db: Database,
  after: { created: Date; id: string } | undefined,
  limit: number,
): Promise<StoredSendRequest[]> {
  const page = after
    ? or(
        lt(sendRequests.createdAt, after.created),
        and(eq(sendRequests.createdAt, after.created), lt(sendRequests.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(sendRequests)
    .where(page)
    .orderBy(desc(sendRequests.createdAt), desc(sendRequests.id))
    .limit(limit);
}

export async function sendRequestById(db: Database, id: string): Promise<StoredSendRequest | undefined> {
  const [found] = await db.select().from(sendRequests).where(eq(sendRequests.id, id));
  return found;
}

export interface Progress {
  sent: number;
  failed: number;
  queued: number;
  lastFailure: string;
}

/** Counts of each send request's notices by state, read from the outbox (the truth of what was sent). */
export async function progressOf(db: Database, ids: string[]): Promise<Map<string, Progress>> {
  const progress = new Map<string, Progress>();
  if (ids.length === 0) return progress;
  for (const id of ids) progress.set(id, { sent: 0, failed: 0, queued: 0, lastFailure: '' });
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const counts = await rows<{ id: string; state: string; n: number }>(
    db,
    sql`
      select send_request_id as id, state, count(*)::int as n from outbox
      where send_request_id in (${idList})
      group by send_request_id, state`,
  );
  for (const { id, state, n } of counts) {
    const entry = progress.get(id)!;
    if (state === 'sent') entry.sent += n;
    else if (state === 'failed') entry.failed += n;
    else entry.queued += n;
  }
  const failures = await rows<{ id: string; reason: string }>(
    db,
    sql`
      select distinct on (send_request_id) send_request_id as id, last_error as reason from outbox
      where send_request_id in (${idList}) and state = 'failed'
      order by send_request_id, touched_at desc, id desc`,
  );
  for (const { id, reason } of failures) progress.get(id)!.lastFailure = reason ?? '';
  return progress;
}

/** Every notice is made: deliveries run (or, with none made, the request is done). */
export async function finishFanout(db: Database, id: string): Promise<void> {
  await db.execute(sql`
    update send_requests set
      state = case when total = 0 then 'finished' else 'sending' end,
      finished_at = case when total = 0 then now() end,
      touched_at = now()
    where id = ${id} and state = 'queued'`);
  await finishDelivered(db, [id]);
}

/** Requests whose every notice was sent or failed for good are finished. */
export async function finishDelivered(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    update send_requests set state = 'finished', finished_at = now()
    where id in (${idList}) and state = 'sending'
      and not exists (
        select 1 from outbox where outbox.send_request_id = send_requests.id and outbox.state in ('queued', 'sending')
      )`);
}

/**
 * Fan-outs not heard of for a lease lost their job (a killed worker, a Redis that forgot it): each
 * gets a new run number, so its job id differs from any kept job's.
 */
export function restartStalledFanouts(
  db: Database,
  leaseSeconds: number,
): Promise<{ id: string; fanoutRun: number }[]> {
  return rows(
    db,
    sql`
      with picked as materialized (
        select id from send_requests
        where state = 'queued' and touched_at < now() - make_interval(secs => ${leaseSeconds})
        for update skip locked
      )
      update send_requests set fanout_run = fanout_run + 1, touched_at = now()
      from picked
      where send_requests.id = picked.id
      returning send_requests.id, fanout_run as "fanoutRun"`,
  );
}

/** Requests still sending; the sweeper finishes those whose deliveries all ended. */
export async function sendingRequestIds(db: Database): Promise<string[]> {
  const found = await db.select({ id: sendRequests.id }).from(sendRequests).where(eq(sendRequests.state, 'sending'));
  return found.map(({ id }) => id);
}
