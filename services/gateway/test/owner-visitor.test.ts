import { createLogger, type RunningService } from '@storefront/service-kit';
import { TEST_SERVICE_AUTH_SECRET } from '@storefront/service-kit/testing';
import type { Request } from 'express';
import { AccountCookies } from '../src/http/account-cookies';
import { OwnerSessions } from '../src/http/owner-sessions';
import { AccountKind, Accounts } from '../src/upstream/accounts';
import { DEMO_OWNER, startTestAccounts } from './support/accounts-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';

jest.setTimeout(120_000);

/** A request as census sees it: only its cookies matter here. */
const requestWith = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as unknown as Request;

describeWhenPGliteRuns(
  'owner visitor',
  'spec §6: whether a visitor is a signed-in owner account, and its roles',
  () => {
    let service: RunningService;
    let accounts: Accounts;
    let sessions: OwnerSessions;

    beforeAll(async () => {
      service = await startTestAccounts();
      accounts = new Accounts({
        address: `127.0.0.1:${service.grpc.port}`,
        deadlineMs: 5_000,
        auth: { secret: TEST_SERVICE_AUTH_SECRET, caller: 'gateway' },
        logger: createLogger({ service: 'gateway', level: 'silent' }),
      });
      sessions = new OwnerSessions(accounts, new AccountCookies(false));
    });

    afterAll(async () => {
      accounts?.close();
      await service?.stop();
    });

    const signIn = (kind: AccountKind, email: string, password: string) =>
      accounts.signIn(kind, { email, password, clientAddress: '10.9.8.7', replacesSessionToken: '' });

    it('tells a signed-in owner and its roles', async () => {
      const { session } = await signIn(AccountKind.ACCOUNT_KIND_OWNER, DEMO_OWNER.email, DEMO_OWNER.password);
      expect(await sessions.visitor(requestWith(`crumb=x; owner_session=${session.token}`))).toEqual({
        signedIn: true,
        roles: [1],
      });
    });

    it('tells a visitor without an owner session apart: none, an ended one, a customer’s', async () => {
      const { account, session } = await accounts.signUp({
        email: `census-${Date.now()}@example.com`,
        password: 'customer-password',
        displayName: '',
        clientAddress: '10.9.8.7',
        replacesSessionToken: '',
      });
      expect(account.kind).toBe(AccountKind.ACCOUNT_KIND_CUSTOMER);
      const ended = await signIn(AccountKind.ACCOUNT_KIND_OWNER, DEMO_OWNER.email, DEMO_OWNER.password);
      await accounts.signOut(ended.session.token);
      for (const cookie of [
        undefined,
        'crumb=x',
        `owner_session=${ended.session.token}`,
        `owner_session=${session.token}`,
        'owner_session=not a token',
      ])
        expect(await sessions.visitor(requestWith(cookie))).toEqual({ signedIn: false, roles: [] });
    });
  },
);
