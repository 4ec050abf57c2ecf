import {
  PLATFORM_QUEUES,
  startScheduledJob,
  type Database,
  type ScheduledJob,
  type ScheduleSettings,
} from '@storefront/service-kit';
import { throttleLimits } from '../domain/sign-in-throttle';
import { deleteExpiredInvitations } from '../store/invitations';
import { deleteExpiredPasswordResets } from '../store/password-resets';
import { deleteExpiredSessions } from '../store/sessions';
import { deleteStaleThrottleRows } from '../store/sign-in-throttle';

export const EXPIRED_CLEANUP_QUEUE = PLATFORM_QUEUES.accountsCleanup;
/** One schedule whatever the number of replicas: each upserts this id. */
export const EXPIRED_CLEANUP_SCHEDULE_ID = 'delete-expired-account-rows';

export interface ExpiredCleanupSettings extends ScheduleSettings {
  db: Database;
  now(): Date;
}

export interface CleanedUp {
  sessions: number;
  invitations: number;
  passwordResets: number;
  throttle: number;
}

/** Deletes what can no longer be used; an expired row already refuses every call, this only keeps tables small. */
export async function deleteExpiredRows(db: Database, now: Date): Promise<CleanedUp> {
  const longestWindow = Math.max(throttleLimits.account.windowMs, throttleLimits.address.windowMs);
  return {
    sessions: await deleteExpiredSessions(db, now),
    invitations: await deleteExpiredInvitations(db, now),
    passwordResets: await deleteExpiredPasswordResets(db, now),
    throttle: await deleteStaleThrottleRows(db, now, new Date(now.getTime() - longestWindow)),
  };
}

/**
 * Every sign-in leaves a session row and most are never signed out of; every failed attempt leaves
 * a row. A scheduled job deletes the expired ones.
 */
export function startExpiredCleanup({ db, now, ...schedule }: ExpiredCleanupSettings): ScheduledJob {
  return startScheduledJob({
    ...schedule,
    queueName: EXPIRED_CLEANUP_QUEUE,
    scheduleId: EXPIRED_CLEANUP_SCHEDULE_ID,
    data: {},
    async run() {
      const deleted = await deleteExpiredRows(db, now());
      if (Object.values(deleted).some((n) => n > 0)) schedule.logger.info({ deleted }, 'deleted expired account rows');
      return deleted;
    },
  });
}
