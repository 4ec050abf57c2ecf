import { request, type IncomingHttpHeaders } from 'node:http';
import { type RunningService } from '@storefront/service-kit';
import type { RunningGateway } from '../src/gateway-server';
import { fakeFrontends, startTestCatalog, startTestGateway, type LogLine } from './support/running-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';

jest.setTimeout(30_000);

interface Answer {
  status: number;
  /** Every header but Date and Set-Cookie, which differ from answer to answer. */
  headers: IncomingHttpHeaders;
  setCookies: string[];
  body: Buffer;
}

/**
 * With the render cache and the stock answers on (as deployed), later requests for a page or a
 * stock read are answered before express from what is kept (http/cached-answers-front). What a
 * visitor gets must not tell the two apart.
 */
describeWhenPGliteRuns('cached answers', 'shop pages and stock reads answered from what is kept', () => {
  let catalog: RunningService;
  let gateway: RunningGateway;
  let logs: LogLine[];

  /** node:http, so nothing is added to the request (fetch asks for gzip and marks conditional requests no-cache). */
  const answerOf = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) =>
      request(`${gateway.url}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const { date: _date, 'set-cookie': setCookies = [], ...rest } = response.headers;
          resolve({ status: response.statusCode!, headers: rest, setCookies, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end(),
    );
  const crumbCookieOf = (answer: Answer) => answer.setCookies.find((line) => line.startsWith('crumb='));

  beforeAll(async () => {
    catalog = await startTestCatalog();
    ({ gateway, logs } = await startTestGateway(`127.0.0.1:${catalog.grpc.port}`, {
      FRONTENDS_DIR: fakeFrontends(),
      CATALOG_CACHE_MS: '60000',
      STOCK_CACHE_MS: '60000',
    }));
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
  });

  it.each([
    ['/shop/p/linen-shirt', {}],
    ['/shop/p/linen-shirt', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/shop', {}],
    ['/shop', { 'accept-encoding': 'gzip' }],
    ['/', { 'accept-encoding': 'gzip;q=0, identity' }],
  ])('answers %s %j from the cache with the first rendering’s status, headers and bytes', async (path, headers) => {
    const first = await answerOf(path, headers);
    expect(first.status).toBe(200);
    for (const later of [await answerOf(path, headers), await answerOf(path, headers)]) {
      expect(later.status).toBe(first.status);
      expect(later.headers).toEqual(first.headers);
      expect(later.body.equals(first.body)).toBe(true);
      expect(crumbCookieOf(later)).toMatch(/^crumb=[^;]+; Path=\/; SameSite=Lax$/);
    }
    const head = await answerOf(path, headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers).toEqual(first.headers);
    expect(head.body.length).toBe(0);
  });

  it('hands a crumb only to visitors without a genuine one, and the crumb it hands out passes the guard', async () => {
    await answerOf('/shop/p/linen-shirt');
    const fresh = crumbCookieOf(await answerOf('/shop/p/linen-shirt'))!;
    const crumb = decodeURIComponent(/^crumb=([^;]+)/.exec(fresh)![1]!);
    const returning = await answerOf('/shop/p/linen-shirt', { cookie: `other=1; crumb=${encodeURIComponent(crumb)}` });
    expect(crumbCookieOf(returning)).toBeUndefined();
    const forged = await answerOf('/shop/p/linen-shirt', { cookie: 'crumb=forged.value' });
    expect(crumbCookieOf(forged)).toBeDefined();
    const call = await fetch(`${gateway.url}/api/events/RecordJavascriptErrors`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `crumb=${encodeURIComponent(crumb)}`,
        'x-csrf-token': crumb,
      },
      body: JSON.stringify([{ event: 'remote-load-failed', data: { remote: 'product', message: 'x' }, timestamp: 1 }]),
    });
    expect(call.status).toBe(202);
  });

  it('answers 304 to a matching validator of each encoding, and the bytes to a request that refuses a cached copy', async () => {
    const plain = await answerOf('/shop/p/linen-shirt');
    const gzipped = await answerOf('/shop/p/linen-shirt', { 'accept-encoding': 'gzip' });
    const plainEtag = plain.headers.etag!;
    const gzipEtag = gzipped.headers.etag!;
    expect(gzipEtag).not.toBe(plainEtag);
    const notModified = await answerOf('/shop/p/linen-shirt', { 'if-none-match': plainEtag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(notModified.headers.etag).toBe(plainEtag);
    expect(
      (await answerOf('/shop/p/linen-shirt', { 'if-none-match': gzipEtag, 'accept-encoding': 'gzip' })).status,
    ).toBe(304);
    expect((await answerOf('/shop/p/linen-shirt', { 'if-none-match': gzipEtag })).status).toBe(200);
    const reload = await answerOf('/shop/p/linen-shirt', { 'if-none-match': plainEtag, 'cache-control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(reload.body.equals(plain.body)).toBe(true);
  });

  it('logs every cached answer like any other request, without its query string', async () => {
    await answerOf('/shop?cursor=');
    const before = logs.length;
    await answerOf('/shop?cursor=');
    const lines = logs.slice(before).filter((line) => line.msg === 'request');
    expect(lines).toEqual([
      expect.objectContaining({ http: expect.objectContaining({ method: 'GET', path: '/shop', status: 200 }) }),
    ]);
  });

  it('leaves other methods and unknown paths to the routes', async () => {
    await answerOf('/shop/p/linen-shirt');
    expect((await answerOf('/shop/p/linen-shirt', {}, 'POST')).status).toBe(404);
    expect((await answerOf('/shop/p/no-such-shirt')).status).toBe(404);
    expect((await answerOf('/shop/p/no-such-shirt')).status).toBe(404);
  });

  describe('stock reads', () => {
    let stockPath: string;

    beforeAll(async () => {
      const page = (await answerOf('/shop/p/linen-shirt')).body.toString();
      stockPath = `/api/commerce/inventory/stock/?itemId=${/"itemId":"([^"]+)"/.exec(page)![1]!}`;
    });

    it.each<Record<string, string>>([{}, { 'accept-encoding': 'gzip' }])(
      'answers a repeated stock read %j with the first answer’s status, headers and bytes',
      async (headers) => {
        const first = await answerOf(`${stockPath}&${Object.keys(headers).length}`, headers);
        expect(first.status).toBe(200);
        expect(first.headers['cache-control']).toBe('no-store');
        const later = await answerOf(`${stockPath}&${Object.keys(headers).length}`, headers);
        expect(later).toEqual(first);
        const head = await answerOf(`${stockPath}&${Object.keys(headers).length}`, headers, 'HEAD');
        expect({ ...head, body: undefined }).toEqual({ ...first, body: undefined });
        expect(head.body.length).toBe(0);
        const { results } = JSON.parse(later.body.toString()) as { results: { qtyInStock: number }[] };
        expect(results.length).toBeGreaterThan(1);
      },
    );

    it('answers 304 to a matching ETag exactly as express does, and hands out no crumb', async () => {
      const { headers } = await answerOf(stockPath);
      const conditional = { 'if-none-match': headers.etag! };
      // a URL not answered before goes through express; asked again, it is answered before it
      const byExpress = await answerOf(`${stockPath}&conditional`, conditional);
      const kept = await answerOf(`${stockPath}&conditional`, conditional);
      expect(byExpress.status).toBe(304);
      expect(kept).toEqual(byExpress);
      expect(kept.setCookies).toEqual([]);
    });

    it('still refuses bad input and unknown products with their messages', async () => {
      const bad = await answerOf('/api/commerce/inventory/stock/?itemId=%3Cscript%3E');
      expect(bad.status).toBe(400);
      const unknown = await answerOf('/api/commerce/inventory/stock/?itemId=no-such-item');
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body.toString())).toEqual({ message: 'No product has that id.' });
    });
  });
});
