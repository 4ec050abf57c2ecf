import { healthStatus, reflectedServiceNames } from '@storefront/service-kit';
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
      await expect(reflectedServiceNames(address)).resolves.toEqual(
        expect.arrayContaining([SERVICE_NAME, 'grpc.health.v1.Health']),
      );
    });
  });
