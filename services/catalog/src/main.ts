import { runService } from '@storefront/service-kit';
import { startCatalog } from './catalog-server';
import { loadCatalogConfig } from './config';

/** config -> logger -> telemetry -> database and gRPC server -> graceful shutdown (the kit's runService). */
// The kit's gRPC server carries traceparent itself, so traces join even though grpc-js is already loaded.
runService('catalog', () => loadCatalogConfig(), startCatalog);
