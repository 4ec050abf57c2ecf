import { status } from '@grpc/grpc-js';
import { healthStatus, reflectedServiceNames } from '@storefront/service-kit';
import { answersToForgedCalls, testServiceAuth } from '@storefront/service-kit/testing';
import { backends, noteSkippedBackends, startFormsService, type FormsUnderTest } from './support/running-forms';

jest.setTimeout(60_000);

const SERVICE_NAME = 'storefront.forms.v1.FormsService';

noteSkippedBackends('forms health and reflection');

if (backends.length > 0)
  describe('forms server plumbing', () => {
    let service: FormsUnderTest;
    let address: string;
    beforeAll(async () => {
      service = await startFormsService(backends[0]!);
      address = `127.0.0.1:${service.forms.grpc.port}`;
    });
    afterAll(() => service?.stop());

    it('answers health checks with SERVING for the server and the forms service', async () => {
      await expect(healthStatus(address)).resolves.toBe('SERVING');
      await expect(healthStatus(address, SERVICE_NAME)).resolves.toBe('SERVING');
    });

    it('lists the forms service through server reflection', async () => {
      await expect(reflectedServiceNames(address, { auth: testServiceAuth() })).resolves.toEqual(
        expect.arrayContaining([SERVICE_NAME, 'grpc.health.v1.Health']),
      );
    });

    it("refuses callers without valid service credentials, visitors' submissions and all", async () => {
      const forged = { unsigned: 'UNAUTHENTICATED', wrongSecret: 'UNAUTHENTICATED', expired: 'UNAUTHENTICATED' };
      for (const method of ['ListSubmissions', 'SubmitForm', 'CreateSubmissionKey']) {
        await expect(answersToForgedCalls(address, `/${SERVICE_NAME}/${method}`)).resolves.toEqual(forged);
      }
      await expect(
        reflectedServiceNames(address, { auth: { secret: 'z'.repeat(40), caller: 'intruder' } }),
      ).rejects.toMatchObject({ code: status.UNAUTHENTICATED });
      await expect(healthStatus(address)).resolves.toBe('SERVING');
      // the signed client the harness uses is answered
      await expect(service.client.call.listForms({})).resolves.toBeDefined();
    });

    it('refuses text holding a NUL character as a bad argument, not an internal error', async () => {
      const error = await service.client.call.createSubmissionKey({ formId: 'contact\u0000' }).then(
        () => undefined,
        (failure: { code: number; details: string }) => failure,
      );
      expect({ code: error?.code, details: error?.details }).toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Text must not contain NUL characters.',
      });
    });
  });
