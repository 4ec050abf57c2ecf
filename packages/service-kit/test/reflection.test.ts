import {
  credentials,
  loadPackageDefinition,
  makeGenericClientConstructor,
  type GrpcObject,
  type ServiceClientConstructor,
  type ServiceDefinition,
} from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import path from 'node:path';
import { FileDescriptorProto, type IFileDescriptorProto } from 'protobufjs/ext/descriptor';
import type { RunningGrpcServer } from '../src/grpc-server';
import { loadProtoForReflection } from '../src/reflection';
import { serviceAuthMetadata } from '../src/service-auth';
import { testServiceAuth } from '../src/testing';
import { unary } from '../src/unary';
import { startTestServer } from './test-server';

const REFLECTION_PATH = '/grpc.reflection.v1.ServerReflection/ServerReflectionInfo';

const protoRoot = path.join(__dirname, 'fixtures', 'proto');
const protoFile = 'test/wardrobe/v1/wardrobe.proto';
const SERVICE_NAME = 'test.wardrobe.v1.WardrobeService';

interface FileResponse {
  fileDescriptorResponse?: { fileDescriptorProto: Uint8Array[] };
  errorResponse?: { errorCode: number; errorMessage: string };
}

describe('server reflection', () => {
  let running: RunningGrpcServer;
  let reflection: InstanceType<ServiceClientConstructor>;

  beforeAll(async () => {
    const reflected = loadProtoForReflection(protoFile, [protoRoot]);
    const wardrobe = (loadPackageDefinition(reflected as never).test as GrpcObject).wardrobe as GrpcObject;
    const { WardrobeService } = wardrobe.v1 as GrpcObject as { WardrobeService: ServiceClientConstructor };
    running = await startTestServer({
      services: [
        {
          definition: WardrobeService.service,
          implementation: { GetGarment: unary(async ({ garment_id }: { garment_id: string }) => ({ garment_id })) },
        },
      ],
      reflection: reflected,
    });
    // Borrow the reflection service's own definition to build a client without proto files.
    const definitions: ServiceDefinition[] = [];
    new ReflectionService({}).addToServer({ addService: (definition) => definitions.push(definition) });
    const Reflection = makeGenericClientConstructor(definitions[0]!, 'ServerReflection');
    reflection = new Reflection(`127.0.0.1:${running.port}`, credentials.createInsecure());
  });
  afterAll(async () => {
    reflection.close();
    await running.shutdown();
  });

  /** Asks over one ServerReflectionInfo stream for the file that defines `symbol`, decoded. */
  async function fileContaining(symbol: string): Promise<IFileDescriptorProto> {
    const stream = (
      reflection as unknown as Record<string, (metadata: object) => NodeJS.ReadWriteStream>
    ).ServerReflectionInfo(serviceAuthMetadata(testServiceAuth(), REFLECTION_PATH));
    const answer = new Promise<FileResponse>((resolve, reject) => {
      stream.once('data', resolve);
      stream.once('error', reject);
    });
    stream.write({ fileContainingSymbol: symbol } as never);
    const response = await answer;
    stream.end();
    if (!response.fileDescriptorResponse)
      throw new Error(`no file for ${symbol}: ${response.errorResponse?.errorMessage}`);
    const [encoded] = response.fileDescriptorResponse.fileDescriptorProto;
    return FileDescriptorProto.decode(encoded!) as unknown as IFileDescriptorProto;
  }

  it('describes a map field with a protoc-shaped <Field>Entry type', async () => {
    const file = await fileContaining(SERVICE_NAME);
    expect(file.package).toBe('test.wardrobe.v1');
    expect(file.service!.map((service) => service.name)).toEqual(['WardrobeService']);
    const garment = file.messageType!.find((message) => message.name === 'Garment')!;
    expect(garment.nestedType!.map((nested) => nested.name)).toEqual(['AttributesEntry']);
    expect(garment.nestedType![0]!.options?.mapEntry).toBe(true);
    const attributes = garment.field!.find((field) => field.name === 'attributes')!;
    expect(attributes.typeName).toBe('AttributesEntry');
    expect(garment.field!.map((field) => field.name)).toEqual(['garment_id', 'attributes']);
  });

  it('resolves the map entry type itself by its protoc name', async () => {
    const file = await fileContaining('test.wardrobe.v1.Garment.AttributesEntry');
    expect(file.messageType!.map((message) => message.name)).toContain('Garment');
  });

  it('describes the kit health service', async () => {
    const file = await fileContaining('grpc.health.v1.Health');
    expect(file.package).toBe('grpc.health.v1');
    expect(file.service!.map((service) => service.name)).toEqual(['Health']);
  });
});
