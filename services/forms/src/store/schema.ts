import type { FormAnswers, FormDefinition } from '@storefront/form-rules';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const forms = pgTable('forms', {
  id: text('id').primaryKey(),
  /** The whole FormDefinition; the browser receives it as it is stored. */
  definition: jsonb('definition').$type<FormDefinition>().notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const newsletterLists = pgTable('newsletter_lists', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id),
    /** The answers exactly as accepted (strings as typed, never markup). */
    answers: jsonb('answers').$type<FormAnswers>().notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Set by the submission job when it ran. */
    notifiedAt: moment('notified_at'),
  },
  (table) => [index('submissions_form_idx').on(table.formId, table.createdAt)],
);

export const submissionKeys = pgTable(
  'submission_keys',
  {
    /** sha256 of the key: the table alone lets nobody submit. */
    keyHash: text('key_hash').primaryKey(),
    /** null: good for any form. */
    formId: text('form_id'),
    expiresAt: moment('expires_at').notNull(),
    /** The submission the key was spent on; set in the transaction that stored it. */
    submissionId: uuid('submission_id').references(() => submissions.id),
    usedAt: moment('used_at'),
  },
  (table) => [index('submission_keys_expiry_idx').on(table.expiresAt)],
);

/** One row per accepted submission, written with it: the relay turns each into one queued job. */
export const submissionOutbox = pgTable(
  'submission_outbox',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
  },
  (table) => [
    index('submission_outbox_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Who signed up to which newsletter list, written with the newsletter form's submission. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    listId: text('list_id')
      .notNull()
      .references(() => newsletterLists.id),
    email: text('email').notNull(),
    /** The submission that signed them up first. */
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.email] })],
);
