import { noteSkippedBackends, pgliteRuns } from '@storefront/service-kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createQueue } from '@storefront/service-kit';
import IORedis from 'ioredis';
import { SUBMISSION_QUEUE, submissionJobId } from '../src/jobs/submission-jobs';
import { validAnswers } from './support/demo-answers';
import { backends, startFormsOn, submit } from './support/running-forms';

jest.setTimeout(180_000);

noteSkippedBackends('durability');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-forms-${randomUUID()}`;

/** Like the shared backends, but PGlite keeps its files on disk so a restart finds them. */
async function persistentDatabase(name: string) {
  if (name === 'PGlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'forms-durability-'));
    return { env: { DATA_DIR: dir }, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  return backends.find((backend) => backend.name === name)!.prepare();
}

if (backends.length > 0)
  describe.each(backends)('an acknowledged submission on $name', ({ name }) => {
    afterAll(async () => {
      const redis = new IORedis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('survives a restart of the service, and its job is queued once Redis is there', async () => {
      if (name === 'PGlite' && !pgliteRuns) return;
      const database = await persistentDatabase(name);
      try {
        // first life: no Redis, so the job can only wait in the outbox
        const first = await startFormsOn(database.env);
        const { submissionId } = await submit(first.client, 'waitlist', validAnswers.waitlist);
        await first.stopService();

        const second = await startFormsOn({
          ...database.env,
          REDIS_URL: redisUrl,
          FORMS_QUEUE_PREFIX: prefix,
          FORMS_RELAY_EVERY_MS: '100',
        });
        try {
          const { submissions } = await second.client.call.listSubmissions({ formId: 'waitlist', pageSize: 10 });
          expect(submissions.map((entry) => entry.id)).toEqual([submissionId]);
          expect(JSON.parse(submissions[0]!.answersJson)).toEqual(validAnswers.waitlist);
          // seeding again on start added no second copy of any form
          expect((await second.client.call.listForms({})).forms).toHaveLength(6);

          const queue = createQueue(SUBMISSION_QUEUE, { connection: { url: redisUrl }, prefix });
          try {
            const deadline = Date.now() + 15_000;
            while (!(await queue.queue.getJob(submissionJobId(submissionId)))) {
              if (Date.now() > deadline) throw new Error('the waiting job was never queued');
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          } finally {
            await queue.close();
          }
        } finally {
          await second.stopService();
        }
      } finally {
        await database.dispose();
      }
    });
  });
