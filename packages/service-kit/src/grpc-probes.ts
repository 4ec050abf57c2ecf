import { credentials, makeGenericClientConstructor, type Client, type ServiceDefinition } from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { service as healthService } from 'grpc-health-check';
import { serviceAuthMetadata, type ClientAuth } from './service-auth';

/**
 * A server's own account of itself, asked the way operators' tools (buf curl, grpcurl, probes)
 * ask: the health of a service name, and the services reflection lists. Every service's tests
 * check its server with these.
 */

function call<T>(client: Client, method: string, request: unknown, deadlineMs: number): Promise<T> {
  return new Promise((resolve, reject) =>
    (client as unknown as Record<string, (...args: unknown[]) => void>)[method](
      request,
      { deadline: Date.now() + deadlineMs },
      (error: Error | null, response: T) => (error ? reject(error) : resolve(response)),
    ),
  );
}

/** `grpc.health.v1.Health/Check` for `service` ('' is the server as a whole): 'SERVING', 'NOT_SERVING', ... */
export async function healthStatus(address: string, service = '', deadlineMs = 5_000): Promise<string> {
  const Health = makeGenericClientConstructor(healthService as ServiceDefinition, 'Health');
  const health = new Health(address, credentials.createInsecure());
  try {
    return (await call<{ status: string }>(health, 'Check', { service }, deadlineMs)).status;
  } finally {
    health.close();
  }
}

export interface ReflectionProbe {
  /** Reflection, unlike health, answers only signed calls. */
  auth: ClientAuth;
  deadlineMs?: number;
}

const REFLECTION_PATH = '/grpc.reflection.v1.ServerReflection/ServerReflectionInfo';

/**
 * One request to the server's reflection service (`{ listServices: '*' }`,
 * `{ fileContainingSymbol: name }`, ...) and its answer, as grpc-js decodes it.
 */
export async function askReflection<T>(
  address: string,
  request: object,
  { auth, deadlineMs = 5_000 }: ReflectionProbe,
): Promise<T> {
  const definitions: ServiceDefinition[] = [];
  new ReflectionService({}).addToServer({ addService: (definition) => definitions.push(definition) });
  const Reflection = makeGenericClientConstructor(definitions[0]!, 'ServerReflection');
  const reflection = new Reflection(address, credentials.createInsecure());
  const stream = (
    reflection as unknown as Record<string, (metadata: object, options: object) => NodeJS.ReadWriteStream>
  ).ServerReflectionInfo(serviceAuthMetadata(auth, REFLECTION_PATH), { deadline: Date.now() + deadlineMs });
  try {
    const answer = new Promise<T>((resolve, reject) => {
      stream.once('data', resolve);
      stream.once('error', reject);
    });
    stream.write(request as never);
    return await answer;
  } finally {
    stream.end();
    reflection.close();
  }
}

/** The fully qualified names of the services the server lists through reflection. */
export async function reflectedServiceNames(address: string, probe: ReflectionProbe): Promise<string[]> {
  const answer = await askReflection<{ listServicesResponse: { service: { name: string }[] } }>(
    address,
    { listServices: '*' },
    probe,
  );
  return answer.listServicesResponse.service.map((listed) => listed.name);
}
