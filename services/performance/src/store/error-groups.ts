import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';
import type { DeviceClass } from '../domain/visitor-device';

/** A group as stored, with its reports counted over some set (a range, or all kept). */
export interface CountedGroup {
  id: string;
  message: string;
  topFrame: string;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  sampleStack: string;
  samplePath: string;
  sampleBrowser: string;
  pageCount: number;
  browserCount: number;
}

export interface StoredErrorReport {
  id: string;
  event: string;
  message: string;
  stack: string;
  path: string;
  pageType: string;
  browser: string;
  deviceClass: DeviceClass;
  occurredAt: Date;
}

const groupColumns = sql`
  g.id, g.message, g.top_frame as "topFrame", g.first_seen as "firstSeen", g.last_seen as "lastSeen",
  g.sample_stack as "sampleStack", g.sample_path as "samplePath", g.sample_browser as "sampleBrowser"`;

/** Where a page of groups goes on: after the last one shown, most frequent first, then by id. */
export interface GroupsAfter {
  count: number;
  id: string;
}

const withDates = <T extends { firstSeen: Date; lastSeen: Date }>(group: T): T => ({
  ...group,
  firstSeen: new Date(group.firstSeen),
  lastSeen: new Date(group.lastSeen),
});

/**
 * Groups with reports in [from, to), counted there, the most frequent first (ties by id), a page
 * at a time; distinct pages and browsers among those reports ('' counts as none).
 */
export async function errorGroupsIn(
  db: Database,
  range: { from: Date; to: Date },
  after: GroupsAfter | undefined,
  limit: number,
): Promise<CountedGroup[]> {
  const page = after
    ? sql`where c.count < ${after.count} or (c.count = ${after.count} and c.group_id > ${after.id})`
    : sql``;
  const found = await rows<CountedGroup>(
    db,
    sql`
      with counted as (
        select group_id, count(*)::int as count,
          (count(distinct nullif(path, '')))::int as "pageCount",
          (count(distinct nullif(browser, '')))::int as "browserCount"
        from error_reports
        where occurred_at >= ${range.from.toISOString()}::timestamptz and occurred_at < ${range.to.toISOString()}::timestamptz
        group by group_id
      )
      select ${groupColumns}, c.count, c."pageCount", c."browserCount"
      from (select * from counted c ${page} order by c.count desc, c.group_id limit ${limit}) c
      join error_groups g on g.id = c.group_id
      order by c.count desc, g.id`,
  );
  return found.map(withDates);
}

/** One group with its count ever, and distinct pages and browsers among its kept reports. */
export async function errorGroupById(db: Database, id: string): Promise<CountedGroup | undefined> {
  const [found] = await rows<CountedGroup>(
    db,
    sql`
      select ${groupColumns}, g.report_count as count,
        (select count(distinct nullif(path, ''))::int from error_reports where group_id = g.id) as "pageCount",
        (select count(distinct nullif(browser, ''))::int from error_reports where group_id = g.id) as "browserCount"
      from error_groups g
      where g.id = ${id}`,
  );
  return found && withDates(found);
}

/** A group's latest reports, newest first. */
export async function latestReports(db: Database, groupId: string, limit: number): Promise<StoredErrorReport[]> {
  const found = await rows<StoredErrorReport>(
    db,
    sql`
      select id, event, message, stack, path, page_type as "pageType", browser, device_class as "deviceClass",
        occurred_at as "occurredAt"
      from error_reports
      where group_id = ${groupId}
      order by occurred_at desc, id desc
      limit ${limit}`,
  );
  return found.map((report) => ({ ...report, occurredAt: new Date(report.occurredAt) }));
}
