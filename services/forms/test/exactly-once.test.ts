import { noteSkippedBackends } from '@storefront/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { createQueue, type ServiceQueue } from '@storefront/service-kit';
import { eq, isNotNull } from 'drizzle-orm';
import IORedis from 'ioredis';
import { SUBMISSION_QUEUE, submissionJobId, type SubmissionJob } from '../src/jobs/submission-jobs';
import { submissionOutbox, submissions } from '../src/store/schema';
import { validAnswers } from './support/demo-answers';
import { backends, startFormsService, type FormsUnderTest } from './support/running-forms';

jest.setTimeout(60_000);

noteSkippedBackends('exactly-once submission job');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (backends.length > 0)
  describe.each(backends)('the job of a submission on $name', (backend) => {
    const prefix = `test-forms-${randomUUID()}`;
    let service: FormsUnderTest;
    let queue: ServiceQueue<SubmissionJob>;
    beforeAll(async () => {
      service = await startFormsService(backend, {
        REDIS_URL: redisUrl,
        FORMS_QUEUE_PREFIX: prefix,
        FORMS_RELAY_EVERY_MS: '100',
      });
      queue = createQueue<SubmissionJob>(SUBMISSION_QUEUE, { connection: { url: redisUrl }, prefix });
    });
    afterAll(async () => {
      await queue?.close();
      await service?.stop();
      const redis = new IORedis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    const db = () => service.forms.database.db;
    const jobsOf = async (submissionId: string) =>
      (await queue.queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'])).filter(
        (job) => job.data.data.submissionId === submissionId,
      );
    const notified = (submissionId: string) =>
      until('the job to run', async () => {
        const [row] = await db()
          .select({ notifiedAt: submissions.notifiedAt })
          .from(submissions)
          .where(eq(submissions.id, submissionId));
        return row?.notifiedAt;
      });

    it('is queued and run exactly once, even when the same key is sent 5 times at once', async () => {
      const { key } = await service.client.call.createSubmissionKey({ formId: 'newsletter' });
      const send = () =>
        service.client.call.submitForm({
          formId: 'newsletter',
          key,
          answersJson: JSON.stringify(validAnswers.newsletter),
          captchaToken: '',
          visitorId: 'v',
        });
      const answers = await Promise.all([send(), send(), send(), send(), send()]);
      const ids = new Set(answers.map((answer) => answer.submissionId));
      expect(ids.size).toBe(1);
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
      const [submissionId] = [...ids] as [string];
      const stored = await db().select().from(submissions).where(eq(submissions.formId, 'newsletter'));
      expect(stored.map((row) => row.id)).toEqual([submissionId]);

      await notified(submissionId);
      await until('the outbox row to be marked', async () => {
        const [row] = await db().select().from(submissionOutbox).where(eq(submissionOutbox.submissionId, submissionId));
        return row?.sentAt;
      });
      // later retries, one after the other, change nothing either
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await send()).submissionId).toBe(submissionId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const jobs = await jobsOf(submissionId);
      expect(jobs.map((job) => job.id)).toEqual([submissionJobId(submissionId)]);
      expect(jobs[0]!.attemptsMade).toBeLessThanOrEqual(1);
    });

    it('is not queued twice when the relay runs again for a submission it already queued', async () => {
      const { key } = await service.client.call.createSubmissionKey({ formId: '' });
      const { submissionId } = await service.client.call.submitForm({
        formId: 'promo-popup',
        key,
        answersJson: JSON.stringify(validAnswers['promo-popup']),
        captchaToken: '',
        visitorId: 'v',
      });
      await notified(submissionId);
      // as if the relay had died after queueing but before marking the row
      await db().update(submissionOutbox).set({ sentAt: null }).where(eq(submissionOutbox.submissionId, submissionId));
      await until('the relay to pass again', async () => {
        const sent = await db().select().from(submissionOutbox).where(isNotNull(submissionOutbox.sentAt));
        return sent.some((row) => row.submissionId === submissionId);
      });
      expect(await jobsOf(submissionId)).toHaveLength(1);
    });
  });
