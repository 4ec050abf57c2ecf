import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLogger, startMetricsServer, type MetricsServer } from '@storefront/service-kit';
import { freePort, spawnBuiltService, testServiceEnv } from '@storefront/service-kit/testing';
import { demoProduct } from './support/demo-products';
import { eventually } from './support/ingest-queue';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(90_000);

/** The value of the sample `name{labels}` in Prometheus text, labels in the order they were declared. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
const requests = (method: string, route: string, statusClass: string) =>
  `method="${method}",route="${route}",status_class="${statusClass}"`;

describeWhenPGliteRuns('gateway metrics', "the gateway's request metrics", () => {
  let metrics: MetricsServer;
  // before the shop starts: the gateway counts requests only where a metrics server runs
  beforeAll(async () => {
    metrics = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      logger: createLogger({ service: 'gateway', level: 'silent' }),
    });
  });
  afterAll(() => metrics.close());
  const shop = shopForTests();
  const scrape = async () => (await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).text();

  it('counts and times requests by method, route pattern and status class, never by the URL', async () => {
    const visitor = await new Visitor(shop().gateway.url).arrive('/shop/p/brass-candle-holder');
    expect((await visitor.fetch('/shop/p/brass-candle-holder')).status).toBe(200);
    expect((await visitor.fetch('/shop/p/no-such-product')).status).toBe(404);
    const holder = demoProduct('brass-candle-holder');
    const add = { itemId: holder.id, sku: '', quantity: 1, additionalFields: null };
    expect((await visitor.call('POST', '/api/commerce/shopping-cart/entries', add)).status).toBe(200);

    const text = await scrape();
    expect(sample(text, 'http_server_requests_total', requests('GET', '/shop/p/:slug', '2xx'))).toBe(2);
    expect(sample(text, 'http_server_requests_total', requests('GET', '/shop/p/:slug', '4xx'))).toBe(1);
    const added = requests('POST', '/api/commerce/shopping-cart/entries', '2xx');
    expect(sample(text, 'http_server_requests_total', added)).toBe(1);
    expect(sample(text, 'http_server_requests_duration_seconds_count', added)).toBe(1);
    expect(sample(text, 'http_server_requests_duration_seconds_bucket', `le="+Inf",${added}`)).toBe(1);
    expect(text).not.toMatch(/brass-candle-holder|no-such-product/);
  });

  it('are not served on the shop’s own port', async () => {
    const response = await fetch(`${shop().gateway.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/http_server_requests_total/);
  });
});

const GATEWAY_MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');
const built = existsSync(GATEWAY_MAIN);

(built || process.env.CI === 'true' ? it : it.skip)(
  `the built gateway serves /metrics on METRICS_PORT when it is set${built ? '' : ' (skipped: run npm run build first)'}`,
  async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const gateway = spawnBuiltService(GATEWAY_MAIN, {
      ...testServiceEnv,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      // no catalog listens here: the shop page answers 503, which is counted too
      CATALOG_ADDR: '127.0.0.1:1',
      UPSTREAM_DEADLINE_MS: '200',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    try {
      const live = await eventually(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (response) => response.status,
            () => 0,
          ),
        (status) => status === 200,
        30_000,
      );
      expect(live).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/shop`)).status).toBe(503);
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(sample(text, 'http_server_requests_total', requests('GET', '/shop', '5xx'))).toBe(1);
      expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    } finally {
      await gateway.stop();
    }
  },
);
