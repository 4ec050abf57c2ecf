import { networkInterfaces } from 'node:os';
import { type RunningService } from '@storefront/service-kit';
import type { RunningGateway } from '../src/gateway-server';
import { startTestCatalog, startTestGateway } from './support/running-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';

jest.setTimeout(60_000);

/** An address of this machine that is not loopback, so a request to it does not come from loopback either. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describeWhenPGliteRuns('health probes', 'liveness and readiness', () => {
  let catalog: RunningService;
  let gateway: RunningGateway;
  let withoutRedis: RunningGateway;

  beforeAll(async () => {
    catalog = await startTestCatalog();
    const catalogAddress = `127.0.0.1:${catalog.grpc.port}`;
    ({ gateway } = await startTestGateway(catalogAddress, { HOST: '0.0.0.0', TRUST_PROXY_HOPS: '1' }));
    ({ gateway: withoutRedis } = await startTestGateway(catalogAddress, { REDIS_URL: 'redis://127.0.0.1:1' }));
  });

  afterAll(async () => {
    await gateway?.stop();
    await withoutRedis?.stop();
    await catalog?.stop();
  });

  it('carries the security headers every other answer has', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('stays ready with Redis down, saying it is degraded: pages and adds still work without it', async () => {
    const response = await fetch(`${withoutRedis.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'degraded',
      checks: { catalog: { ok: true }, redis: { ok: false, reason: expect.any(String) } },
    });
    expect((await fetch(`${withoutRedis.url}/healthz`)).status).toBe(200);
  });

  it('shows its checks to loopback callers only, whatever X-Forwarded-For says', async () => {
    const local = await fetch(`${gateway.url}/readyz`);
    expect(await local.json()).toEqual({ status: 'ready', checks: { catalog: { ok: true }, redis: { ok: true } } });
    if (!outsideAddress) {
      console.warn('no non-loopback IPv4 address on this machine: the outside caller is not checked');
      return;
    }
    const outside = `http://${outsideAddress}:${gateway.port}`;
    const remote = await fetch(`${outside}/readyz`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(remote.status).toBe(200);
    expect(await remote.json()).toEqual({ status: 'ready' });
    expect(await (await fetch(`${outside}/healthz`)).json()).toEqual({ status: 'ok' });
  });
});
