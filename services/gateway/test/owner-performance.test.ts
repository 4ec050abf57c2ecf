import { Role } from '@storefront/permissions';
import { NO_PERMISSION_MESSAGE, SIGN_IN_MESSAGE } from '../src/routes/owner-router';
import { accountsShopForTests, signedInContributor, signedInOwner } from './support/accounts-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const VITALS = '/api/owner/performance/vitals';
const ERRORS = '/api/owner/performance/errors';

describeWhenPGliteRuns('owner performance', "the owner's performance routes at the gateway", () => {
  // No performance service listens here: what these tests see is the gateway's own answer.
  const shop = accountsShopForTests({ PERFORMANCE_ADDR: '127.0.0.1:1', PERFORMANCE_DEADLINE_MS: '300' });
  let admin: Visitor;

  beforeAll(async () => {
    admin = await signedInOwner(shop().gateway.url);
  });

  it('answers 401 signed out and 403 to an account without viewWebVitals', async () => {
    const anonymous = await new Visitor(shop().gateway.url).arrive('/config/login');
    for (const path of [VITALS, ERRORS, `${ERRORS}/abc123`]) {
      const response = await anonymous.call('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect(await response.json()).toEqual({ message: SIGN_IN_MESSAGE });
    }
    const billing = await signedInContributor(shop(), admin, [Role.billing]);
    const refused = await billing.call('GET', VITALS);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: NO_PERMISSION_MESSAGE });
  });

  it('answers 400 with a clear message to bad dates, ranges and filters', async () => {
    const cases: [string, string][] = [
      [`${VITALS}?from=2024-13-01`, 'from must be a date written YYYY-MM-DD.'],
      [`${VITALS}?from=2024-02-30`, 'from must be a date written YYYY-MM-DD.'],
      [`${VITALS}?to=yesterday`, 'to must be a date written YYYY-MM-DD.'],
      [`${VITALS}?from=2024-03-02&to=2024-03-01`, 'from must not be after to.'],
      [`${VITALS}?from=2023-01-01&to=2024-01-02`, 'A range may span at most 366 days.'],
      [`${VITALS}?from=2024-01-01&from=2024-01-02`, 'from must be given once, as text.'],
      [`${VITALS}?device=phone`, 'device must be desktop, mobile or tablet.'],
      [`${VITALS}?path=shop`, 'path must start with /.'],
      [`${VITALS}?pageType=%3Cscript%3E`, 'pageType is not a page type.'],
      [`${ERRORS}?to=2024-1-1`, 'to must be a date written YYYY-MM-DD.'],
      [`${ERRORS}/${'x'.repeat(129)}`, 'groupId is not a valid error group id.'],
    ];
    for (const [path, message] of cases) {
      const response = await admin.call('GET', path);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: { message },
      });
    }
  });

  it('answers 503 with Retry-After when the performance service does not answer', async () => {
    for (const path of [`${VITALS}?from=2024-01-01&to=2024-12-31&device=mobile`, ERRORS, `${ERRORS}/abc123`]) {
      const response = await admin.call('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ message: 'Unable to connect. Please try again' });
    }
  });
});
