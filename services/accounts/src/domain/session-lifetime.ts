import type { AccountKind } from './account-kind';

const hour = 3_600_000;
const day = 24 * hour;

/** How long sessions last (config: OWNER_SESSION_IDLE_HOURS, OWNER_SESSION_MAX_DAYS, CUSTOMER_SESSION_DAYS). */
export interface SessionLifetimes {
  ownerIdleHours: number;
  ownerMaxDays: number;
  customerDays: number;
}

export interface SessionTimes {
  /** When the session ends unless it is used again (owners) or at all (customers). */
  expiresAt: Date;
  /** When it ends however much it is used. */
  endsAt: Date;
}

/**
 * An owner's session lapses after a working day unused, and a week after sign-in in any case: the
 * owner area can change the shop. A customer's lasts a month, so a returning shopper stays signed in.
 */
export function newSessionTimes(kind: AccountKind, now: Date, lifetimes: SessionLifetimes): SessionTimes {
  if (kind === 'customer') {
    const endsAt = new Date(now.getTime() + lifetimes.customerDays * day);
    return { expiresAt: endsAt, endsAt };
  }
  const endsAt = new Date(now.getTime() + lifetimes.ownerMaxDays * day);
  return { expiresAt: earlier(new Date(now.getTime() + lifetimes.ownerIdleHours * hour), endsAt), endsAt };
}

export function isLive(session: { expiresAt: Date }, now: Date): boolean {
  return session.expiresAt.getTime() > now.getTime();
}

/**
 * Writing on every owner request would make each page view a database write; a minute of idle time
 * is not worth one, so the expiry moves only once it would move by more than that.
 */
const touchEveryMs = 60_000;

/** The expiry a use of the session at `now` gives it, or null when it stays (customers, or too little changes). */
export function extendedExpiry(
  kind: AccountKind,
  session: SessionTimes,
  now: Date,
  lifetimes: SessionLifetimes,
): Date | null {
  if (kind === 'customer') return null;
  const extended = earlier(new Date(now.getTime() + lifetimes.ownerIdleHours * hour), session.endsAt);
  return extended.getTime() - session.expiresAt.getTime() > touchEveryMs ? extended : null;
}

function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
