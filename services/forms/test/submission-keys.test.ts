import { failure, noteSkippedBackends } from '@storefront/service-kit/testing';
import { status } from '@grpc/grpc-js';
import { validAnswers } from './support/demo-answers';
import { backends, startFormsService, type FormsUnderTest } from './support/running-forms';

jest.setTimeout(60_000);

noteSkippedBackends('submission keys');

const KEY_REFUSED = 'Unable to submit form. Please try again later.';
const answersJson = JSON.stringify(validAnswers.contact);

if (backends.length > 0)
  describe.each(backends)('submission keys on $name', (backend) => {
    let service: FormsUnderTest;
    beforeAll(async () => {
      // short-lived keys, so expiry can be watched
      service = await startFormsService(backend, { SUBMISSION_KEY_TTL_SECONDS: '2' });
    });
    afterAll(() => service?.stop());

    const send = (key: string, formId = 'contact', json = answersJson) =>
      service.client.call.submitForm({ formId, key, answersJson: json, captchaToken: '', visitorId: 'v' });
    const count = async () =>
      (await service.client.call.listSubmissions({ formId: 'contact', pageSize: 100 })).submissions.length;

    it('are unguessable and expire after the configured time', async () => {
      const before = Date.now();
      const { key, expiresAt } = await service.client.call.createSubmissionKey({ formId: '' });
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Number(expiresAt)).toBeGreaterThanOrEqual(before + 2000);
      expect(Number(expiresAt)).toBeLessThanOrEqual(Date.now() + 2000);
    });

    it('store one submission per key; a retry with the spent key gets the same answer and stores nothing', async () => {
      const { key } = await service.client.call.createSubmissionKey({ formId: '' });
      const first = await send(key);
      expect(first.replayed).toBe(false);
      const stored = await count();
      const again = await send(key, 'contact', JSON.stringify({ ...validAnswers.contact, name: 'Someone else' }));
      expect(again).toEqual({ submissionId: first.submissionId, replayed: true });
      expect(await count()).toBe(stored);
    });

    it('a key spent on one form is refused for another', async () => {
      const { key } = await service.client.call.createSubmissionKey({ formId: '' });
      await send(key);
      const error = await failure(send(key, 'waitlist', JSON.stringify(validAnswers.waitlist)));
      expect(error.code).toBe(status.UNAUTHENTICATED);
      expect(error.details).toBe(KEY_REFUSED);
    });

    it('refuses unknown and empty keys, and keys made for another form', async () => {
      const stored = await count();
      for (const key of ['', 'made-up', 'A'.repeat(43)]) {
        const error = await failure(send(key));
        expect(error.code).toBe(status.UNAUTHENTICATED);
        expect(error.details).toBe(KEY_REFUSED);
      }
      const { key } = await service.client.call.createSubmissionKey({ formId: 'waitlist' });
      expect((await failure(send(key))).code).toBe(status.UNAUTHENTICATED);
      expect(await count()).toBe(stored);
      expect((await send(key, 'waitlist', JSON.stringify(validAnswers.waitlist))).replayed).toBe(false);
    });

    it('stays usable after refused answers, so the visitor can correct them', async () => {
      const { key } = await service.client.call.createSubmissionKey({ formId: '' });
      const refused = await failure(send(key, 'contact', JSON.stringify({ ...validAnswers.contact, email: 'x' })));
      expect(refused.code).toBe(status.INVALID_ARGUMENT);
      expect((await send(key)).replayed).toBe(false);
    });

    it('refuses an expired key', async () => {
      const { key } = await service.client.call.createSubmissionKey({ formId: '' });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const stored = await count();
      const error = await failure(send(key));
      expect(error.code).toBe(status.UNAUTHENTICATED);
      expect(await count()).toBe(stored);
    });
  });
