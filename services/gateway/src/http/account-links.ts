import type { Logger } from '@storefront/service-kit';

/** The pages an account link opens; the remotes read the token from the query. */
const LINK_PAGES = {
  invitation: { path: '/config/invitation', message: 'invitation link' },
  ownerPasswordReset: { path: '/config/reset-password', message: 'password reset link' },
  customerPasswordReset: { path: '/account/reset-password', message: 'password reset link' },
} as const;

export type AccountLink = keyof typeof LINK_PAGES;

/**
 * Invitation and password-reset links. Until the notifications service e-mails them, a
 * development system writes each to the log, one line with the link and nothing else (never the
 * e-mail), so a developer can follow it; in production nothing is written, since the token in a
 * link is as good as the account.
 */
export class AccountLinks {
  constructor(
    private readonly logger: Logger,
    private readonly logLinks: boolean,
  ) {}

  deliver(link: AccountLink, token: string): void {
    if (!this.logLinks || !token) return;
    const { path, message } = LINK_PAGES[link];
    this.logger.info({ link: `${path}?token=${encodeURIComponent(token)}` }, message);
  }
}
