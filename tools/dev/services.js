'use strict';
/**
 * Every process the launcher runs, as data: adding a service is one entry here.
 *
 * - entry: the built file node runs, relative to the repository root.
 * - listen: the variable the process reads its port from, the launcher variable that overrides the
 *   default, and the default itself.
 * - address: when set, every process gets `<address>=127.0.0.1:<port>` so it can reach this one.
 * - ownsDatabase: gets DATA_DIR=<data dir>/<name> (PGlite) unless a DATABASE_URL is set.
 * - health: `tcp` (the port accepts connections) or `{ http: path }` (GET answers 200).
 * - restartOn: folders whose changes restart the process under `npm run dev`.
 * - public: the process serving the shop; its port is the one in the printed URL.
 * - nodeArgs: flags node runs the entry with (also in the Dockerfile and used by the benchmarks).
 */

/**
 * V8 sizes its heap by the machine's memory and, with room to spare, lets garbage pile up under
 * load: the gateway allocates a page's worth per request, the cart a cart's per change. A ceiling
 * keeps each to the memory its container is given, at no cost in throughput (tools/bench/pages and
 * tools/bench/cart; under the cart benchmark the cart's RSS went from about 230 MB to 115 MB).
 */
const HEAP_CEILING = ['--max-semi-space-size=8', '--max-old-space-size=96'];
const SERVICES = [
  {
    name: 'catalog',
    entry: 'services/catalog/dist/main.js',
    listen: { variable: 'GRPC_PORT', override: 'CATALOG_GRPC_PORT', default: 50051 },
    address: 'CATALOG_ADDR',
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/catalog/dist'],
  },
  {
    name: 'cart',
    entry: 'services/cart/dist/main.js',
    listen: { variable: 'GRPC_PORT', override: 'CART_GRPC_PORT', default: 50052 },
    nodeArgs: HEAP_CEILING,
    address: 'CART_ADDR',
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/cart/dist'],
  },
  {
    name: 'forms',
    entry: 'services/forms/dist/main.js',
    listen: { variable: 'GRPC_PORT', override: 'FORMS_GRPC_PORT', default: 50053 },
    address: 'FORMS_ADDR',
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/forms/dist'],
  },
  {
    name: 'gateway',
    entry: 'services/gateway/dist/main.js',
    nodeArgs: HEAP_CEILING,
    listen: { variable: 'PORT', override: 'PORT', default: 8080 },
    ownsDatabase: false,
    health: { http: '/readyz' },
    public: true,
    // theme templates are read at start-up, so a change needs a restart too
    restartOn: ['services/gateway/dist', 'services/gateway/theme'],
  },
];

module.exports = { SERVICES };
