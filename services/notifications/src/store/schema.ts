import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Milliseconds, as a JS Date holds them: a keyset cursor made from a row finds that row again. */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** A visitor waiting for a product (variant) to be back (spec §3 "Restock sign-up"). */
export const restockSignUps = pgTable(
  'restock_sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    /** As the visitor typed it; mail goes to it. */
    email: text('email').notNull(),
    /** What makes two sign-ups the same: addresses compare case-insensitively. */
    emailKey: text('email_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    isJoinMailingList: boolean('is_join_mailing_list').notNull().default(false),
    /** BCP 47; '' for the store's language. */
    language: text('language').notNull().default(''),
    createdAt: moment('created_at').notNull().defaultNow(),
    /**
     * The send request whose fan-out took this sign-up into its round: set in the statement that
     * made its notice, so two sends racing for one group never both notify it.
     */
    claimedBy: uuid('claimed_by'),
    /** Set when its notice was accepted by the mail relay; a repeat sign-up clears it (renews). */
    notifiedAt: moment('notified_at'),
  },
  (table) => [
    uniqueIndex('restock_sign_ups_one_per_address').on(table.productId, table.variantId, table.emailKey),
    index('restock_sign_ups_group_newest').on(table.productId, table.variantId, table.createdAt, table.id),
    index('restock_sign_ups_waiting')
      .on(table.productId, table.variantId, table.id)
      .where(sql`${table.claimedBy} is null and ${table.notifiedAt} is null`),
  ],
);

/** What a notice of a send request shows, read from the catalog when the owner pressed send. */
export interface ProductSnapshot {
  productTitle: string;
  variantDescription: string;
  productUrl: string;
  imageUrl: string;
  priceMinor: number;
  currency: string;
}

/** One owner's press of send for one group (product, variant). */
export const sendRequests = pgTable(
  'send_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `one:<key>` or `all:<key>`: a repeat of the same press finds its rows again. */
    idempotencyKey: text('idempotency_key').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    requestedBy: text('requested_by').notNull().default(''),
    snapshot: jsonb('snapshot').$type<ProductSnapshot>().notNull(),
    /** queued (fan-out running) -> sending (every notice made) -> finished. */
    state: text('state').$type<SendRequestState>().notNull().default('queued'),
    /** Notices made so far by the fan-out. */
    total: integer('total').notNull().default(0),
    /** The last sign-up id the fan-out claimed: a resumed fan-out goes on after it. */
    fanoutCursor: uuid('fanout_cursor'),
    /** Bumped by every (re)start of the fan-out, so a restarted job never shares a kept job's id. */
    fanoutRun: integer('fanout_run').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** The fan-out's heartbeat: a queued request not touched for a lease has lost its job. */
    touchedAt: moment('touched_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    uniqueIndex('send_requests_one_per_press').on(table.idempotencyKey, table.productId, table.variantId),
    index('send_requests_newest').on(table.createdAt, table.id),
    index('send_requests_group').on(table.productId, table.variantId, table.createdAt),
    index('send_requests_unfinished')
      .on(table.state)
      .where(sql`${table.state} <> 'finished'`),
  ],
);

export type SendRequestState = 'queued' | 'sending' | 'finished';
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';
export type OutboxKind = 'restock' | 'account-link' | 'form-submission' | 'order-confirmation' | 'gift-card';

/** A restock notice's payload: rendered at delivery from its send request's snapshot. */
export interface RestockPayload {
  language: string;
}

/** Another service's mail, rendered when it was asked for. */
export interface RenderedPayload {
  subject: string;
  html: string;
  text: string;
}

/**
 * Every e-mail the platform sends, stored under a unique key before anything is queued: the
 * database is the truth of what is to be sent, the queue only rings the bell.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** restock: `<sendRequestId>:<signUpId>`; other mail: `<caller>:<idempotency key>`. */
    key: text('key').notNull(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<RestockPayload | RenderedPayload>().notNull(),
    sendRequestId: uuid('send_request_id'),
    signUpId: uuid('sign_up_id'),
    state: text('state').$type<OutboxState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try failed; written from SMTP replies and error codes, never an address. */
    lastError: text('last_error'),
    messageId: text('message_id').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Last change of state: a row queued or sending for longer than a lease has lost its job. */
    touchedAt: moment('touched_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
  },
  (table) => [
    uniqueIndex('outbox_key').on(table.key),
    index('outbox_progress').on(table.sendRequestId, table.state),
    index('outbox_unfinished')
      .on(table.touchedAt)
      .where(sql`${table.state} in ('queued', 'sending')`),
  ],
);
