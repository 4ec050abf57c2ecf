import { randomUUID } from 'node:crypto';
import { Role } from '@storefront/permissions';
import { PERFORMANCE_INGEST_QUEUE } from '@storefront/performance-rules/ingest';
import { createQueue, PLATFORM_QUEUES, type ServiceQueue } from '@storefront/service-kit';
import { forgetQueueKeys } from '@storefront/service-kit/testing';
import { NO_PERMISSION_HEADING } from '../src/routes/owner-pages';
import { READ_ONLY_MESSAGE } from '../src/routes/queue-dashboard';
import { accountsShopForTests, signedInContributor, signedInOwner } from './support/accounts-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DASHBOARD = '/config/queues';
const QUEUES_API = `${DASHBOARD}/api/queues`;

interface BoardQueues {
  queues: { name: string; counts: Record<string, number> }[];
}

it('lists the performance ingest queue under the name the performance rules give it', () => {
  expect(PLATFORM_QUEUES.performanceIngest).toBe(PERFORMANCE_INGEST_QUEUE);
});

describeWhenPGliteRuns('queue dashboard', 'the queue dashboard at /config/queues', () => {
  const prefix = `test-dashboard-${randomUUID()}`;
  const shop = accountsShopForTests({ QUEUE_PREFIX: prefix });
  let admin: Visitor;
  let submissions: ServiceQueue<string>;

  beforeAll(async () => {
    admin = await signedInOwner(shop().gateway.url);
    submissions = createQueue<string>(PLATFORM_QUEUES.formSubmissions, { connection: { url: redisUrl }, prefix });
    await submissions.add('submission', 'waiting for its mail');
  });
  afterAll(async () => {
    await submissions.close();
    await forgetQueueKeys(redisUrl, prefix);
  });

  it('sends a visitor without a session to the sign-in page, its API too', async () => {
    const anonymous = await new Visitor(shop().gateway.url).arrive('/config/login');
    for (const path of [DASHBOARD, QUEUES_API]) {
      const response = await anonymous.fetch(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/config/login?next=${encodeURIComponent(path)}`);
    }
  });

  it('refuses a signed-in account whose roles do not include viewing queues, with the 403 page', async () => {
    for (const role of [Role.storeManager, Role.reporting]) {
      const contributor = await signedInContributor(shop(), admin, [role]);
      for (const path of [DASHBOARD, QUEUES_API]) {
        const response = await contributor.fetch(path, { headers: { accept: 'text/html' } });
        expect(response.status).toBe(403);
        expect(await response.text()).toContain(NO_PERMISSION_HEADING);
      }
      expect(await (await contributor.fetch('/config')).text()).not.toContain(`href="${DASHBOARD}"`);
    }
  });

  it("shows the admin every queue of the platform and what waits in each, linked from the owner area's navigation", async () => {
    const page = await admin.fetch(DASHBOARD);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-powered-by')).toBeNull();
    expect(await page.text()).toContain('<title>Queues</title>');
    expect(await (await admin.fetch('/config')).text()).toContain(`href="${DASHBOARD}"`);

    const listed = await admin.fetch(QUEUES_API);
    expect(listed.status).toBe(200);
    const { queues } = (await listed.json()) as BoardQueues;
    expect(queues.map((queue) => queue.name).sort()).toEqual(Object.values(PLATFORM_QUEUES).sort());
    expect(queues.find((queue) => queue.name === PLATFORM_QUEUES.formSubmissions)?.counts.waiting).toBe(1);
  });

  it('changes nothing, whatever the admin asks', async () => {
    const queue = PLATFORM_QUEUES.formSubmissions;
    for (const [method, path] of [
      ['PUT', `${QUEUES_API}/${queue}/pause`],
      ['PUT', `${QUEUES_API}/${queue}/empty`],
      ['DELETE', `${QUEUES_API}/${queue}/obliterate`],
      ['POST', `${QUEUES_API}/${queue}/add`],
    ]) {
      const response = await admin.call(method, path, {});
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ message: READ_ONLY_MESSAGE });
    }
    expect(await submissions.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect(await submissions.queue.isPaused()).toBe(false);
  });
});
