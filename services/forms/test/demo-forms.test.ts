import { status } from '@grpc/grpc-js';
import { failure, noteSkippedBackends } from '@storefront/service-kit/testing';
import { demoForms } from '../src/seed/demo-forms';
import { backends, startFormsService } from './support/running-forms';

noteSkippedBackends('forms demo forms on start');

// listed by id
const demoFormIds = demoForms.map((form) => form.id).sort();

if (backends.length > 0)
  describe.each(backends)('the demo forms on start, on $name', (backend) => {
    // A deployment (Helm, a container) sets nothing: its operator must get no forms it did not make.
    it('are not written under the default configuration: no forms', async () => {
      // unset, as in a deployment (the test harness asks for the demo forms otherwise)
      const service = await startFormsService(backend, { FORMS_SEED: undefined });
      try {
        await expect(service.client.call.listForms({})).resolves.toEqual({ forms: [] });
        expect((await failure(service.client.call.getForm({ formId: 'contact' }))).code).toBe(status.NOT_FOUND);
      } finally {
        await service.stop();
      }
    });

    it('are written when FORMS_SEED asks for them, as npm start does', async () => {
      const service = await startFormsService(backend, { FORMS_SEED: 'true' });
      try {
        const { forms } = await service.client.call.listForms({});
        expect(forms.map((form) => form.id)).toEqual(demoFormIds);
      } finally {
        await service.stop();
      }
    });
  });
