import { credentials, makeGenericClientConstructor, type Client, type ServiceDefinition } from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { service as healthService } from 'grpc-health-check';
import { backends, noteSkippedBackends, startFormsService, type FormsUnderTest } from './support/running-forms';

jest.setTimeout(60_000);

const SERVICE_NAME = 'storefront.forms.v1.FormsService';

noteSkippedBackends('forms health and reflection');

function unaryCall<T>(client: Client, method: string, request: unknown): Promise<T> {
  return new Promise((resolve, reject) =>
    (client as unknown as Record<string, (...args: unknown[]) => void>)[method](
      request,
      { deadline: Date.now() + 5_000 },
      (error: Error | null, response: T) => (error ? reject(error) : resolve(response)),
    ),
  );
}

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
      const Health = makeGenericClientConstructor(healthService as ServiceDefinition, 'Health');
      const health = new Health(address, credentials.createInsecure());
      try {
        await expect(unaryCall(health, 'Check', { service: '' })).resolves.toEqual({ status: 'SERVING' });
        await expect(unaryCall(health, 'Check', { service: SERVICE_NAME })).resolves.toEqual({ status: 'SERVING' });
      } finally {
        health.close();
      }
    });

    it('lists the forms service through server reflection', async () => {
      const definitions: ServiceDefinition[] = [];
      new ReflectionService({}).addToServer({ addService: (definition) => definitions.push(definition) });
      const Reflection = makeGenericClientConstructor(definitions[0]!, 'ServerReflection');
      const reflection = new Reflection(address, credentials.createInsecure());
      const stream = (reflection as unknown as Record<string, () => NodeJS.ReadWriteStream>).ServerReflectionInfo();
      const answer = new Promise<{ listServicesResponse: { service: { name: string }[] } }>((resolve, reject) => {
        stream.on('data', resolve);
        stream.on('error', reject);
      });
      stream.write({ listServices: '*' } as never);
      const names = (await answer).listServicesResponse.service.map((service) => service.name);
      expect(names).toEqual(expect.arrayContaining([SERVICE_NAME, 'grpc.health.v1.Health']));
      stream.end();
      reflection.close();
    });
  });
