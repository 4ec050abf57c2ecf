import type { Request } from 'express';
import { AccountKind, type Account, type Accounts } from '../upstream/accounts';
import type { AccountCookies } from './account-cookies';

/**
 * The customer signed in on a request: the `site_user_session` cookie checked with the accounts
 * service. An owner's token put in the customer cookie is no customer session.
 */
export class SiteUserSessions {
  constructor(
    private readonly accounts: Accounts,
    private readonly cookies: AccountCookies,
  ) {}

  /** The customer's account, or undefined (no cookie, or a session that is unknown, expired or revoked). */
  async of(req: Request): Promise<Account | undefined> {
    const token = this.cookies.siteUserToken(req);
    if (!token) return undefined;
    const checked = await this.accounts.checkSession(token);
    return checked?.account.kind === AccountKind.ACCOUNT_KIND_CUSTOMER ? checked.account : undefined;
  }
}
