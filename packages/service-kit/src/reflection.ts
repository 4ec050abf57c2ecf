import { loadSync } from '@grpc/proto-loader';
import { service as healthService } from 'grpc-health-check';
import type { ReflectedPackage } from './reflection-descriptors';

/**
 * A service's proto files loaded for server reflection (grpcurl, buf curl, Postman), with field
 * names as written in the proto rather than camelCased.
 */
export function loadProtoForReflection(protoFiles: string | string[], includeDirs: string[]): ReflectedPackage {
  return loadSync(protoFiles, { includeDirs, keepCase: true }) as ReflectedPackage;
}

/**
 * Reflection reads the file descriptors carried by message types; grpc-health-check's loaded
 * proto provides them for the health service.
 */
export function healthDescriptors(): ReflectedPackage {
  const check = healthService.Check;
  return {
    'grpc.health.v1.HealthCheckRequest': check.requestType,
    'grpc.health.v1.HealthCheckResponse': check.responseType,
  };
}
