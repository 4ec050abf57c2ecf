import { type RunningService } from '@storefront/service-kit';
import type { RunningGateway } from '../src/gateway-server';
import { startTestCatalog, startTestGateway } from './support/running-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';

jest.setTimeout(120_000);

const DEADLINE_MS = 1_000;

describeWhenPGliteRuns('catalog outage', 'when the catalog is down', () => {
  let catalog: RunningService | undefined;
  let gateway: RunningGateway;
  let port: number;
  let shirtId: string;
  const get = (path: string) => fetch(`${gateway.url}${path}`);

  beforeAll(async () => {
    catalog = await startTestCatalog();
    port = catalog.grpc.port;
    ({ gateway } = await startTestGateway(`127.0.0.1:${port}`, {
      UPSTREAM_DEADLINE_MS: String(DEADLINE_MS),
      // as deployed: reads kept a second, and given for a while longer when the catalog is away
      CATALOG_CACHE_MS: '1000',
    }));
    const page = await get('/shop/p/linen-shirt');
    expect(page.status).toBe(200);
    shirtId = /"itemId":"([^"]+)"/.exec(await page.text())![1]!;
    await catalog.stop();
    catalog = undefined;
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
  });

  it('answers pages it has not read before with a 503 page within the deadline', async () => {
    for (const path of ['/shop/p/stoneware-mug', '/search?q=mug']) {
      const started = Date.now();
      const response = await get(path);
      const elapsed = Date.now() - started;
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.text()).toContain("We'll be right back");
      expect(elapsed).toBeLessThan(DEADLINE_MS + 500);
    }
  });

  it('answers a page read before the outage from those reads, within the deadline', async () => {
    const started = Date.now();
    const response = await get('/shop/p/linen-shirt');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Linen Shirt');
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 500);
  });

  it('answers API calls with a 503 JSON message and reports not ready, while staying alive', async () => {
    // stock is read afresh each time, never from earlier reads
    const response = await get(`/api/commerce/inventory/stock/?itemId=${shirtId}`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Unable to connect. Please try again' });
    expect((await get('/readyz')).status).toBe(503);
    expect((await get('/healthz')).status).toBe(200);
  });

  it('recovers by itself once the catalog is back', async () => {
    catalog = await startTestCatalog(port);
    // a page read before the outage answers from those reads all along, so readiness (which asks
    // the catalog itself) and a page never read before tell that the catalog is reached again
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 10_000) {
      status = (await get('/readyz')).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await get('/shop/p/stoneware-mug')).status).toBe(200);
    expect((await get('/shop/p/linen-shirt')).status).toBe(200);
  });
});
