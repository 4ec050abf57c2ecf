import type { ReflectionService } from '@grpc/reflection';
import { FileDescriptorProto, type IDescriptorProto, type IFileDescriptorProto } from 'protobufjs/ext/descriptor';

/** The descriptors reflection serves: a @grpc/proto-loader package definition. */
export type ReflectedPackage = ConstructorParameters<typeof ReflectionService>[0];

/**
 * protobufjs (under @grpc/proto-loader) names the nested entry type of a map field after the field
 * itself ('Attributes') instead of protoc's '<Field>Entry' ('AttributesEntry'). Strict descriptor
 * readers such as buf curl and grpcurl reject such files, so reflection would list the services
 * but could not describe or call them. This renames the entries the way protoc writes them.
 */
function renameMapEntries(message: IDescriptorProto): void {
  const renamed = new Map<string, string>();
  for (const nested of message.nestedType ?? []) {
    if (nested.options?.mapEntry && nested.name && !nested.name.endsWith('Entry')) {
      renamed.set(nested.name, `${nested.name}Entry`);
      nested.name = `${nested.name}Entry`;
    }
    renameMapEntries(nested);
  }
  for (const field of message.field ?? []) {
    if (field.typeName && renamed.has(field.typeName)) field.typeName = renamed.get(field.typeName);
  }
}

function protocShapedFile(encoded: Uint8Array): Uint8Array {
  const file = FileDescriptorProto.decode(encoded) as unknown as IFileDescriptorProto;
  for (const message of file.messageType ?? []) renameMapEntries(message);
  return FileDescriptorProto.encode(FileDescriptorProto.fromObject(file as Record<string, unknown>)).finish();
}

/** The same package definition, with every file descriptor readable by strict reflection clients. */
export function withProtocMapEntries(pkg: ReflectedPackage): ReflectedPackage {
  return Object.fromEntries(
    Object.entries(pkg).map(([name, definition]) => {
      const files = (definition as { fileDescriptorProtos?: unknown }).fileDescriptorProtos;
      if (!Array.isArray(files)) return [name, definition];
      return [name, { ...definition, fileDescriptorProtos: files.map((file: Uint8Array) => protocShapedFile(file)) }];
    }),
  );
}
