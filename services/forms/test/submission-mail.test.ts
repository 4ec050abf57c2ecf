import { randomUUID } from 'node:crypto';
import { forgetQueueKeys, testServiceAuth } from '@storefront/service-kit/testing';
import { eq } from 'drizzle-orm';
import { connectNotifications, noticeOfSubmission } from '../src/jobs/submission-notice';
import { submissions } from '../src/store/schema';
import { eventually } from '../../notifications/test/support/eventually';
import { startMailSink, type MailSink } from '../../notifications/test/support/mail-sink';
import {
  backends as notificationBackends,
  redisUrl,
  startShop,
  type Shop,
} from '../../notifications/test/support/running-notifications';
import { validAnswers } from './support/demo-answers';
import { backends, silent, startFormsService, submit, type FormsUnderTest } from './support/running-forms';

jest.setTimeout(60_000);

const OWNER = 'owner@example.com';

const [formsBackend] = backends;
const [notificationsBackend] = notificationBackends;
const runs = formsBackend && notificationsBackend ? describe : describe.skip;

runs('a submission e-mailed to the owner through the notifications service', () => {
  const prefix = `test-forms-mail-${randomUUID()}`;
  let sink: MailSink;
  let shop: Shop;
  let service: FormsUnderTest;
  beforeAll(async () => {
    sink = await startMailSink();
    shop = await startShop(notificationsBackend!, { SMTP_URL: sink.url });
    service = await startFormsService(formsBackend!, {
      REDIS_URL: redisUrl,
      FORMS_QUEUE_PREFIX: prefix,
      FORMS_RELAY_EVERY_MS: '100',
      NOTIFICATIONS_ADDR: `127.0.0.1:${shop.notifications.grpc.port}`,
      FORMS_NOTIFY_EMAIL: OWNER,
    });
  });
  afterAll(async () => {
    await service?.stop();
    await shop?.stop();
    await sink?.close();
    await forgetQueueKeys(redisUrl, prefix);
  });

  it('mails each accepted submission once, with its answers, and a job run again mails nothing more', async () => {
    const { submissionId } = await submit(service.client, 'contact', validAnswers.contact);
    await sink.waitFor(1);
    const [mail] = sink.messages;
    expect(mail!.to).toEqual([OWNER]);
    expect(mail!.subject).toMatch(/^New submission: /);
    expect(mail!.text).toContain('Do you ship to Canada?');
    expect(mail!.text).toContain('Ann Lee');
    const db = service.forms.database.db;
    await eventually(
      async () => (await db.select().from(submissions).where(eq(submissions.id, submissionId)))[0]?.notifiedAt,
      (notifiedAt) => Boolean(notifiedAt),
    );

    // a crash between mailing and marking: the job runs again for the same submission
    await db.update(submissions).set({ notifiedAt: null }).where(eq(submissions.id, submissionId));
    const notifications = connectNotifications({
      address: `127.0.0.1:${shop.notifications.grpc.port}`,
      deadlineMs: 5_000,
      auth: testServiceAuth('forms'),
      logger: silent,
    });
    try {
      expect(await noticeOfSubmission(db, { to: OWNER, notifications }, submissionId)).toBe(true);
    } finally {
      notifications.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.messages.map((message) => message.messageId)).toEqual([mail!.messageId]);
  });
});
