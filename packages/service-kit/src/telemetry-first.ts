/**
 * Imported first by every main.ts, as `import '@storefront/service-kit/telemetry-first'`: tracing
 * starts before grpc-js, http and express are loaded, which its instrumentation can patch only when
 * they are required after it. The kit's main entry loads grpc-js, so runService (which starts
 * telemetry too, and gets this instance) would be too late. This file loads nothing else.
 */
import path from 'node:path';
import { startTelemetry } from './telemetry';

/** SERVICE_NAME when set, else the folder of the entry: `services/catalog/dist/main.js` -> catalog. */
function serviceName(): string {
  if (process.env.SERVICE_NAME) return process.env.SERVICE_NAME;
  const entry = require.main?.filename ?? process.argv[1] ?? '';
  return path.basename(path.dirname(path.dirname(entry))) || 'storefront';
}

startTelemetry(serviceName());
