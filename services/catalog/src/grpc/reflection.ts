import path from 'node:path';
import { loadSync } from '@grpc/proto-loader';
import type { ReflectedPackage } from '@storefront/service-kit';
import { service as healthService } from 'grpc-health-check';
import { withProtocMapEntries } from './reflection-descriptors';

/** The contract's source, shared by src/ and dist/ (both two levels below the service folder). */
export const catalogProtoRoot = path.join(__dirname, '..', '..', '..', '..', 'proto');
export const catalogProtoFile = 'storefront/catalog/v1/catalog.proto';

/**
 * Descriptors for server reflection (grpcurl, buf curl, Postman): the catalog package with its
 * field names as written in the proto, plus the health service's, both under the same keys the
 * kit registers so these corrected descriptors are the ones served.
 */
export function catalogReflection(): ReflectedPackage {
  const check = healthService.Check;
  return withProtocMapEntries({
    'grpc.health.v1.HealthCheckRequest': check.requestType,
    'grpc.health.v1.HealthCheckResponse': check.responseType,
    ...loadSync(catalogProtoFile, { includeDirs: [catalogProtoRoot], keepCase: true }),
  } as ReflectedPackage);
}
