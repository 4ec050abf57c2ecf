import { existsSync } from 'node:fs';
import path from 'node:path';
import { healthStatus } from '@storefront/service-kit';
import {
  createThrowawayDatabase,
  forgetQueueKeys,
  freePort,
  spawnBuiltService,
  testServiceEnv,
  type BuiltServiceProcess,
  type ThrowawayDatabase,
} from '@storefront/service-kit/testing';
import { eventually } from './support/ingest-queue';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { Visitor } from './support/visitor';

/**
 * One add to cart through the built gateway, cart and catalog, each its own process as deployed,
 * on real PostgreSQL, exporting to an OTLP receiver: the whole request must arrive as one trace.
 * It needs the builds (npm run build) and a PostgreSQL (DATABASE_URL), and is skipped, saying so,
 * without them, unless CI=true.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const MAINS = {
  catalog: path.join(ROOT, 'services', 'catalog', 'dist', 'main.js'),
  cart: path.join(ROOT, 'services', 'cart', 'dist', 'main.js'),
  gateway: path.join(ROOT, 'services', 'gateway', 'dist', 'main.js'),
};
const ADD_PATH = '/api/commerce/shopping-cart/entries';
const SPAN_KIND = { server: 2, client: 3 };

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const unbuilt = Object.values(MAINS).filter((main) => !existsSync(main));
const missing = [
  ...(serverUrl ? [] : ['DATABASE_URL is not set']),
  ...(unbuilt.length > 0
    ? [`run npm run build first (${unbuilt.map((main) => path.relative(ROOT, main)).join(', ')})`]
    : []),
];
const describeRunnable = missing.length === 0 || process.env.CI === 'true' ? describe : describe.skip;

const isPostgresClient = (span: ReceivedSpan) =>
  span.kind === SPAN_KIND.client &&
  (span.attributes['db.system'] ?? span.attributes['db.system.name']) === 'postgresql';
const isAddToCart = (span: ReceivedSpan) =>
  span.service === 'gateway' &&
  span.kind === SPAN_KIND.server &&
  [span.attributes['url.path'], span.attributes['http.target']].some((target) => String(target).startsWith(ADD_PATH));

/** The spans of the add's trace, once every parent they name has arrived too (or what came in time). */
function traceOfTheAdd(spans: ReceivedSpan[]): ReceivedSpan[] {
  const root = spans.find(isAddToCart);
  return root ? spans.filter((span) => span.traceId === root.traceId) : [];
}

function complete(trace: ReceivedSpan[]): boolean {
  const ids = new Set(trace.map((span) => span.spanId));
  const services = new Set(trace.map((span) => span.service));
  return (
    ['gateway', 'cart', 'catalog'].every((service) => services.has(service)) &&
    trace.some(isPostgresClient) &&
    trace.every((span) => span.parentSpanId === '' || ids.has(span.parentSpanId))
  );
}

describeRunnable(`a trace of one add to cart${missing.length > 0 ? ` (skipped: ${missing.join('; ')})` : ''}`, () => {
  const prefix = `trace-test-${process.pid}-${Date.now()}`;
  let receiver: OtlpReceiver;
  let database: ThrowawayDatabase;
  const processes: BuiltServiceProcess[] = [];
  let shopUrl = '';

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    database = await createThrowawayDatabase(serverUrl!, 'trace_test');
    const [catalogPort, cartPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
    const traced = {
      ...testServiceEnv,
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      // the default, 5 s, would keep the test waiting for the last batch
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const catalogAddress = `127.0.0.1:${catalogPort}`;
    const cartAddress = `127.0.0.1:${cartPort}`;
    processes.push(
      spawnBuiltService(MAINS.catalog, {
        ...traced,
        GRPC_PORT: String(catalogPort),
        CATALOG_DATABASE_URL: database.url,
        SEED_ON_START: 'true',
      }),
      spawnBuiltService(MAINS.cart, {
        ...traced,
        GRPC_PORT: String(cartPort),
        CATALOG_ADDR: catalogAddress,
        CART_DATABASE_URL: database.url,
        CART_QUEUE_PREFIX: prefix,
      }),
      spawnBuiltService(MAINS.gateway, {
        ...traced,
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        CATALOG_ADDR: catalogAddress,
        CART_ADDR: cartAddress,
        PERFORMANCE_QUEUE_PREFIX: prefix,
      }),
    );
    shopUrl = `http://127.0.0.1:${gatewayPort}`;
    // /readyz answers 200 once the catalog and Redis answer; the cart, asked for only by the add
    // itself, is waited for on its own: its migrations may still run when the gateway is ready
    const cartServing = await eventually(
      () => healthStatus(cartAddress, 'storefront.cart.v1.CartService', 2_000).catch(() => 'UNREACHABLE'),
      (status) => status === 'SERVING',
      60_000,
    );
    if (cartServing !== 'SERVING')
      throw new Error(`the cart never served:\n${processes.map((p) => p.output()).join('\n')}`);
    const ready = await eventually(
      () =>
        fetch(`${shopUrl}/readyz`).then(
          (response) => response.status,
          () => 0,
        ),
      (status) => status === 200,
      60_000,
    );
    if (ready !== 200)
      throw new Error(`the gateway never became ready:\n${processes.map((p) => p.output()).join('\n')}`);
  }, 90_000);

  afterAll(async () => {
    for (const running of processes.reverse()) await running.stop();
    await database?.drop();
    await receiver?.close();
    await forgetQueueKeys(redisUrl, prefix);
  }, 60_000);

  it('holds gateway, cart, catalog and PostgreSQL spans in one tree under the gateway', async () => {
    const visitor = new Visitor(shopUrl);
    // as a browser: the product page, which hands out the crumb and names the item
    const html = await (await visitor.fetch('/shop/p/brass-candle-holder')).text();
    const itemId = /class="sqs-add-to-cart-button[^"]*"[^>]*data-item-id="([^"]+)"/.exec(html)?.[1];
    expect(visitor.cookies.has('crumb')).toBe(true);
    expect(itemId).toBeDefined();

    const added = await visitor.call('POST', ADD_PATH, { itemId, sku: '', quantity: 1, additionalFields: null });
    expect(added.status).toBe(200);

    const trace = await eventually(async () => traceOfTheAdd(receiver.spans), complete, 20_000);
    const summary = trace.map(({ service, name, kind }) => `${service}: ${name} (kind ${kind})`).join('\n');
    const ids = new Set(trace.map((span) => span.spanId));
    const roots = trace.filter((span) => span.parentSpanId === '' || !ids.has(span.parentSpanId));

    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['gateway', 'cart', 'catalog']));
    expect({
      postgresSpansOfTheCart: trace.some((span) => span.service === 'cart' && isPostgresClient(span)),
      summary,
    }).toEqual({
      postgresSpansOfTheCart: true,
      summary,
    });
    // one tree: a single root, the gateway's server span of the add, and every other span under a span of the trace
    expect(roots.map(({ service, kind }) => ({ service, kind }))).toEqual([
      { service: 'gateway', kind: SPAN_KIND.server },
    ]);
    expect(isAddToCart(roots[0])).toBe(true);
  }, 60_000);
});
