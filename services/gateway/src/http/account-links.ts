import { createHash } from 'node:crypto';
import type { LinkToken } from '../upstream/accounts';
import { AccountLinkKind, type Notifications } from '../upstream/notifications';

/** The pages an account link opens (the remotes read the token from the query), and the e-mail that carries it. */
const LINK_PAGES = {
  invitation: { path: '/config/invitation', kind: AccountLinkKind.KIND_INVITATION },
  ownerPasswordReset: { path: '/config/reset-password', kind: AccountLinkKind.KIND_OWNER_PASSWORD_RESET },
  customerPasswordReset: { path: '/account/reset-password', kind: AccountLinkKind.KIND_CUSTOMER_PASSWORD_RESET },
} as const;

export type AccountLink = keyof typeof LINK_PAGES;

/**
 * Invitation and password-reset links, e-mailed by the notifications service to the address the
 * link is for. The token in a link is as good as the account, so neither it nor the address is
 * ever written to a log. The message is keyed by the token's hash: a retried call for the same
 * token answers the message already queued instead of mailing twice. The mail states the expiry
 * the accounts service gave the token, so the lifetimes live in that service alone.
 */
export class AccountLinks {
  constructor(private readonly notifications: Notifications) {}

  /** Queues the e-mail; nothing to send for an empty token (no account has the address). */
  async deliver(link: AccountLink, { token, expiresAtMs }: LinkToken, to: string): Promise<void> {
    if (!token) return;
    const { path, kind } = LINK_PAGES[link];
    await this.notifications.sendAccountLink({
      idempotencyKey: accountLinkKey(token),
      to,
      kind,
      path: `${path}?token=${encodeURIComponent(token)}`,
      expiresAtMs,
    });
  }
}

/** 'account-link:' and the token's SHA-256: within the contract's 100 characters of [A-Za-z0-9_.:-], and no token. */
export function accountLinkKey(token: string): string {
  return `account-link:${createHash('sha256').update(token).digest('hex')}`;
}
