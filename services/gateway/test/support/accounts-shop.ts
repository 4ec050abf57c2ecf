import { createLogger, startService, type RunningService } from '@storefront/service-kit';
import { onSupportingDatabase, testServiceEnv } from '@storefront/service-kit/testing';
import { loadAccountsConfig } from '../../../accounts/src/config';
import { accounts as accountsDefinition } from '../../../accounts/src/service';
import type { RunningGateway } from '../../src/gateway-server';
import type { OwnerAccountJson } from '../../src/page/account-json';
import { linkToken, startMailSink, type MailSink } from './mail-sink';
import { startTestNotifications } from './notifications-service';
import { startTestCart, startTestCatalog, startTestGateway, type LogLine } from './running-shop';
import { runningForTests } from './shop-suite';
import { Visitor } from './visitor';

/** The admin the accounts service makes at start, as `npm start` makes its demo owner. */
export const DEMO_OWNER = { email: 'owner@example.com', password: 'demo-owner-password-1' };

/** Where no service listens: the owner area reads neither carts nor forms, and must not reach a developer's running ones. */
const NOWHERE = '127.0.0.1:1';

/** A real accounts service (the demo owner made at start) on a free port. */
export function startTestAccounts(): Promise<RunningService> {
  return onSupportingDatabase('gateway_accounts', (database) => {
    const config = loadAccountsConfig({
      ...testServiceEnv,
      GRPC_PORT: '0',
      LOG_LEVEL: 'silent',
      ACCOUNTS_DEMO_OWNER_EMAIL: DEMO_OWNER.email,
      ACCOUNTS_DEMO_OWNER_PASSWORD: DEMO_OWNER.password,
      ...database,
    });
    return startService(accountsDefinition, config, createLogger({ service: 'accounts', level: 'silent' }));
  });
}

/**
 * Catalog, accounts, notifications (mailing into an SMTP sink) and a gateway over them: what the
 * owner area and the customer accounts need.
 */
export interface AccountsShop {
  catalog: RunningService;
  accounts: RunningService;
  /** The cart process, for the owner's checkout settings. */
  cart: RunningService;
  notifications: RunningService;
  /** Where the shop's e-mails land: invitation and reset links are read from here, as a person would. */
  mail: MailSink;
  gateway: RunningGateway;
  /** The gateway's log lines. */
  logs: LogLine[];
  /** Another gateway over the same services, with `env` over the test settings; stopped with the shop. */
  anotherGateway(env?: Record<string, string>): Promise<{ gateway: RunningGateway; logs: LogLine[] }>;
  stop(): Promise<void>;
}

export async function startAccountsShop(env: Record<string, string> = {}): Promise<AccountsShop> {
  const [catalog, accounts, mail] = await Promise.all([startTestCatalog(), startTestAccounts(), startMailSink()]);
  const catalogAddress = `127.0.0.1:${catalog.grpc.port}`;
  const notifications = await startTestNotifications({ smtpUrl: mail.url, catalogAddress });
  const cart = await startTestCart(catalogAddress);
  const upstreams = {
    ACCOUNTS_ADDR: `127.0.0.1:${accounts.grpc.port}`,
    NOTIFICATIONS_ADDR: `127.0.0.1:${notifications.grpc.port}`,
    CART_ADDR: `127.0.0.1:${cart.grpc.port}`,
    FORMS_ADDR: NOWHERE,
    // One test signs in many times from one browser; the limit itself has its own test.
    ACCOUNT_RATE_LIMIT: '100000',
  };
  const { gateway, logs } = await startTestGateway(catalogAddress, { ...upstreams, ...env });
  const others: RunningGateway[] = [];
  return {
    catalog,
    accounts,
    cart,
    notifications,
    mail,
    gateway,
    logs,
    async anotherGateway(more = {}) {
      const started = await startTestGateway(catalogAddress, { ...upstreams, ...more });
      others.push(started.gateway);
      return started;
    },
    async stop() {
      await Promise.all([gateway, ...others].map((running) => running.stop()));
      await notifications.stop();
      await cart.stop();
      await mail.stop();
      await accounts.stop();
      await catalog.stop();
    },
  };
}

/** The shop the enclosing describe's tests run against: started before the first test, stopped after the last. */
export function accountsShopForTests(env: Record<string, string> = {}): () => AccountsShop {
  return runningForTests(() => startAccountsShop(env));
}

/** A browser that has loaded the owner sign-in page (for its crumb) and signed in. */
export async function signedInOwner(
  baseUrl: string,
  { email, password }: { email: string; password: string } = DEMO_OWNER,
): Promise<Visitor> {
  const owner = await new Visitor(baseUrl).arrive('/config/login');
  const response = await owner.call('POST', '/api/owner/session', { email, password });
  if (response.status !== 200) throw new Error(`owner sign-in answered ${response.status}: ${await response.text()}`);
  return owner;
}

/** The pages account links open, by the mail that carries them. */
const LINK_PAGES = {
  invitation: '/config/invitation',
  ownerPasswordReset: '/config/reset-password',
  customerPasswordReset: '/account/reset-password',
} as const;

/** The token of the newest link of `kind` mailed to `address`, waiting for the `count`th such mail. */
export async function mailedLinkToken(
  shop: Pick<AccountsShop, 'mail'>,
  address: string,
  kind: keyof typeof LINK_PAGES,
  count = 1,
): Promise<string> {
  const mails = await shop.mail.to(address, count, undefined, LINK_PAGES[kind]);
  return linkToken(mails.at(-1)!, LINK_PAGES[kind]);
}

let contributors = 0;

/**
 * A contributor with `roles`, made the way a person joins: the admin invites, the link is mailed,
 * and the invitee accepts it in a browser of their own, which is then signed in.
 */
export async function signedInContributor(shop: AccountsShop, admin: Visitor, roles: number[]): Promise<Visitor> {
  const email = `contributor-${++contributors}-${Date.now()}@example.com`;
  const invited = await admin.call('POST', '/api/owner/team/invitations', { email, roles });
  if (invited.status !== 201) throw new Error(`invitation answered ${invited.status}: ${await invited.text()}`);
  const invitee = await new Visitor(shop.gateway.url).arrive('/config/invitation');
  const token = await mailedLinkToken(shop, email, 'invitation');
  const accepted = await invitee.call('POST', '/api/owner/invitations/accept', {
    token,
    password: 'contributor-password',
    displayName: `Contributor ${contributors}`,
  });
  if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}: ${await accepted.text()}`);
  return invitee;
}

/** The account a signed-in owner's browser gets from GET /api/owner/session. */
export async function sessionAccount(owner: Visitor): Promise<OwnerAccountJson> {
  const response = await owner.call('GET', '/api/owner/session');
  if (response.status !== 200) throw new Error(`GET /api/owner/session answered ${response.status}`);
  return ((await response.json()) as { account: OwnerAccountJson }).account;
}
