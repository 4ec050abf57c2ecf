import { runService } from '@storefront/service-kit';
import { startCatalog } from './catalog-server';
import { loadCatalogConfig } from './config';

/** config -> logger -> telemetry -> database and gRPC server -> graceful shutdown (the kit's runService). */
const config = loadCatalogConfig();
// The kit's gRPC server carries traceparent itself, so traces join even though grpc-js is already loaded.
runService({ service: config.SERVICE_NAME, level: config.LOG_LEVEL }, (logger) => startCatalog(config, logger));
