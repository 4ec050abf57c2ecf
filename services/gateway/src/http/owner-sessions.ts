import { createBoundedCache, stringBytes, type BoundedCache } from '@storefront/service-kit';
import type { Request } from 'express';
import { AccountKind, type Account, type Accounts } from '../upstream/accounts';
import type { AccountCookies } from './account-cookies';

/** A signed-in owner account and the session token it was found by (the actor of team calls). */
export interface OwnerSession {
  token: string;
  account: Account;
}

/** Spec §6: what census needs to know of a visitor: a signed-in owner account, and its roles. */
export interface OwnerVisitor {
  signedIn: boolean;
  roles: number[];
}

const NOT_AN_OWNER: OwnerVisitor = Object.freeze({ signedIn: false, roles: [] });

/** Sessions held in the short cache at most: thousands of signed-in owners, far below any heap. */
const CACHE_BYTES = 2 * 1024 * 1024;

/**
 * Who is signed in to the owner area on a request: the `owner_session` cookie checked with the
 * accounts service (CheckSession). A customer's token put in the owner cookie is no owner session.
 *
 * A session found is kept for `cacheMs` (0: never), so the few calls one page makes at once ask
 * the accounts service once. The cache never outlives what this gateway is told: a sign-out or a
 * new sign-in (rotation) here drops the session at once, and a change of the team or a password
 * reset here drops them all.
 * `tellReplicas` is called on each, so the other gateway replicas drop theirs too
 * (`changedElsewhere`); should that notice be lost, what they hold expires within `cacheMs`. The
 * accounts service itself refuses the session at once, for every call it serves.
 */
export class OwnerSessions {
  /** One check per request, however many parts of it ask. */
  private readonly checked = new WeakMap<Request, Promise<OwnerSession | undefined>>();
  private readonly recent: BoundedCache<{ session: OwnerSession; until: number }> | undefined;
  /** Counts forget and forgetAll calls, so a check begun before one is not kept after it. */
  private forgettings = 0;
  /** Tells the other gateway replicas that sessions changed here (set by the server). */
  tellReplicas: () => void = () => undefined;

  constructor(
    private readonly accounts: Accounts,
    private readonly cookies: AccountCookies,
    private readonly cacheMs = 0,
    private readonly now: () => number = Date.now,
  ) {
    if (cacheMs > 0)
      this.recent = createBoundedCache({
        maxBytes: CACHE_BYTES,
        sizeOf: ({ session }) => stringBytes(JSON.stringify(session.account)),
      });
  }

  /**
   * The owner signed in on this request, or undefined (no cookie, or a session that is unknown,
   * expired or revoked). Rejects when the accounts service cannot answer.
   */
  of(req: Request): Promise<OwnerSession | undefined> {
    let session = this.checked.get(req);
    if (!session) {
      session = this.check(this.cookies.ownerToken(req));
      this.checked.set(req, session);
    }
    return session;
  }

  /** Spec §6, for census: whether the visitor is a signed-in owner account, and its roles. */
  async visitor(req: Request): Promise<OwnerVisitor> {
    const session = await this.of(req);
    return session ? { signedIn: true, roles: [...session.account.roles] } : NOT_AN_OWNER;
  }

  /** The session was signed out, or replaced by a new sign-in, through this gateway. */
  forget(token: string): void {
    this.forgettings++;
    this.recent?.delete(token);
    this.tellReplicas();
  }

  /** Roles or sessions of others changed through this gateway (team change, password reset). */
  forgetAll(): void {
    this.changedElsewhere();
    this.tellReplicas();
  }

  /**
   * Sessions were signed out or changed through another replica; which ones is not said (no token
   * travels through Redis), so every kept one is checked afresh.
   */
  changedElsewhere(): void {
    this.forgettings++;
    this.recent?.clear();
  }

  private async check(token: string): Promise<OwnerSession | undefined> {
    if (!token) return undefined;
    const time = this.now();
    const kept = this.recent?.get(token);
    if (kept && kept.until > time) return kept.session;
    const forgotten = this.forgettings;
    const checked = await this.accounts.checkSession(token);
    if (checked?.account.kind !== AccountKind.ACCOUNT_KIND_OWNER) return undefined;
    const session = { token, account: checked.account };
    // A check that was under way while a session was forgotten may have read it before its end: not kept.
    if (this.recent && forgotten === this.forgettings)
      this.recent.set(token, { session, until: Math.min(time + this.cacheMs, checked.expiresAtMs || Infinity) });
    return session;
  }
}
