import { status } from '@grpc/grpc-js';
import {
  expectForgedCallsRefused,
  noteSkippedBackends,
  itServesHealthAndReflection,
  underTest,
} from '@storefront/service-kit/testing';
import { backends, startFormsService } from './support/running-forms';

jest.setTimeout(60_000);

const SERVICE_NAME = 'storefront.forms.v1.FormsService';

noteSkippedBackends('forms health and reflection');

if (backends.length > 0)
  describe('forms server plumbing', () => {
    const service = underTest(() => startFormsService(backends[0]!));
    const address = () => `127.0.0.1:${service().forms.grpc.port}`;

    itServesHealthAndReflection('forms', SERVICE_NAME, address);

    it("refuses callers without valid service credentials, visitors' submissions and all", async () => {
      await expectForgedCallsRefused(address(), SERVICE_NAME, ['ListSubmissions', 'SubmitForm', 'CreateSubmissionKey']);
      // the signed client the harness uses is answered
      await expect(service().client.call.listForms({})).resolves.toBeDefined();
    });

    it('refuses text holding a NUL character as a bad argument, not an internal error', async () => {
      const { client } = service();
      const error = await client.call.createSubmissionKey({ formId: 'contact\u0000' }).then(
        () => undefined,
        (failure: { code: number; details: string }) => failure,
      );
      expect({ code: error?.code, details: error?.details }).toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'Text must not contain NUL characters.',
      });
    });
  });
