import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Milliseconds, as the browsers' timestamps and JS dates hold them. */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One performance record (spec §3) of one page load, under the id the gateway gave it when it
 * accepted it: a job stored twice finds its rows already there. The visitor's user agent is not
 * kept, only what the owner's summaries group by.
 */
export const performanceRecords = pgTable(
  'performance_records',
  {
    id: uuid('id').primaryKey(),
    pageLoadId: text('page_load_id').notNull(),
    event: text('event').notNull(),
    /** The rated metric's value (milliseconds; CLS unitless); null for connection and image timings. */
    value: doublePrecision('value'),
    /** good / needs-improvement / poor by this service's thresholds; null for timings. */
    rating: text('rating'),
    /** The pathname as the page sent it. */
    path: text('path').notNull(),
    /** '' when the page did not say. */
    pageType: text('page_type').notNull(),
    /** desktop, mobile, tablet or unknown. */
    deviceClass: text('device_class').notNull(),
    /** The browser's name as bowser knows it; '' when it does not. */
    browser: text('browser').notNull(),
    /** The record's ts: when the browser measured it. */
    occurredAt: moment('occurred_at').notNull(),
    /** When the gateway accepted it. */
    receivedAt: moment('received_at').notNull(),
    /** The record's data as validated (unknown fields dropped). */
    data: jsonb('data').notNull(),
  },
  (table) => [
    index('performance_records_occurred').on(table.occurredAt),
    index('performance_records_event_occurred').on(table.event, table.occurredAt),
  ],
);

/** One JavaScript error report (spec §7), under the id the gateway gave it. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey(),
    /** errorGroups.id: a hash of the message and the stack's top frame. */
    groupId: text('group_id').notNull(),
    /** error, unhandledrejection, remote-failure, ... */
    event: text('event').notNull(),
    message: text('message').notNull(),
    /** '' when the report had none. */
    stack: text('stack').notNull(),
    path: text('path').notNull(),
    pageType: text('page_type').notNull(),
    browser: text('browser').notNull(),
    deviceClass: text('device_class').notNull(),
    occurredAt: moment('occurred_at').notNull(),
  },
  (table) => [
    index('error_reports_occurred').on(table.occurredAt),
    index('error_reports_group_occurred').on(table.groupId, table.occurredAt),
  ],
);

/**
 * Reports of one error (same message, same top frame): counts and first and last seen ever, and
 * the latest report's sample. Changed only by the statement that inserted the reports, and only
 * for those it inserted, so a redelivered report counts once.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: text('id').primaryKey(),
    message: text('message').notNull(),
    /** '' when the stack had no frame. */
    topFrame: text('top_frame').notNull(),
    reportCount: integer('report_count').notNull(),
    firstSeen: moment('first_seen').notNull(),
    lastSeen: moment('last_seen').notNull(),
    sampleStack: text('sample_stack').notNull(),
    samplePath: text('sample_path').notNull(),
    sampleBrowser: text('sample_browser').notNull(),
  },
  (table) => [index('error_groups_last_seen').on(table.lastSeen)],
);
