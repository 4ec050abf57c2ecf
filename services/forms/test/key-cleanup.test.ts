import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { forgetQueueKeys, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { validAnswers } from './support/demo-answers';
import { backends, startFormsService } from './support/running-forms';

jest.setTimeout(60_000);

noteSkippedBackends('expired submission keys cleanup');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (backends.length > 0)
  describe.each(backends)('expired submission keys on $name', (backend) => {
    const prefix = `test-forms-keys-${randomUUID()}`;
    const started = underTest(
      () =>
        startFormsService(backend, {
          REDIS_URL: redisUrl,
          FORMS_QUEUE_PREFIX: prefix,
          SUBMISSION_KEY_TTL_SECONDS: '2',
          FORMS_KEY_CLEANUP_EVERY_SECONDS: '1',
        }),
      { afterStop: () => forgetQueueKeys(redisUrl, prefix) },
    );

    const storedKeys = async () => {
      const { rows } = (await started().forms.database.db.execute(
        sql`select count(*)::int as n from submission_keys`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n;
    };

    it('are deleted on a schedule once expired, the never used and the spent alike', async () => {
      const { client } = started();
      await client.call.createSubmissionKey({ formId: '' }); // never used
      const { key } = await client.call.createSubmissionKey({ formId: 'contact' });
      await client.call.submitForm({
        formId: 'contact',
        key,
        answersJson: JSON.stringify(validAnswers.contact),
        captchaToken: '',
        visitorId: 'v',
      });
      expect(await storedKeys()).toBe(2);

      const deadline = Date.now() + 15_000;
      while ((await storedKeys()) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await storedKeys()).toBe(0);

      // a key still good is kept
      await client.call.createSubmissionKey({ formId: '' });
      expect(await storedKeys()).toBe(1);
      // the submission itself stays
      const { submissions } = await client.call.listSubmissions({ formId: 'contact', pageSize: 10 });
      expect(submissions).toHaveLength(1);
    });
  });
