const hour = 3_600_000;

/** An invitation waits a week for the contributor to find it in their mail. */
export const invitationLifetimeMs = 7 * 24 * hour;

/** A reset link is for the person asking now: an hour, then a new one must be asked for. */
export const passwordResetLifetimeMs = hour;

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + invitationLifetimeMs);
}

export function passwordResetExpiry(now: Date): Date {
  return new Date(now.getTime() + passwordResetLifetimeMs);
}

/** Whether a link made to expire at `expiresAt` can still be used at `now`. */
export function linkIsLive(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}
