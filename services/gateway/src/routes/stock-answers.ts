import type { IncomingMessage } from 'node:http';
import fresh from 'fresh';
import { createBoundedCache, stringBytes } from '@storefront/service-kit';
import type { AnswerSource, ReadyAnswer } from '../http/cached-answers-front';
import { ReadCache } from '../upstream/read-cache';

/** A stock answer's JSON text and what express sends with it, made once per answer. */
export interface StockAnswer {
  text: string;
  body: Buffer;
  ok: readonly string[];
  notModified: readonly string[];
  etag: string;
}

/** The bodies of one product's stock are well under a kilobyte; lists of 50 products are rare. */
const ANSWERS_MAX_BYTES = 4 * 1024 * 1024;
const URLS_MAX_BYTES = 1024 * 1024;
/** Below this the compression middleware sends a body as it is (its threshold); above it, only express knows how. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/** The route pattern, for the request metrics. */
export const STOCK_ROUTE = '/api/commerce/inventory/stock';

/**
 * The inventory endpoint's answers, kept `ttlMs` (STOCK_CACHE_MS, never more than the pages showing
 * stock are kept): visitors of one product at the same moment share one catalog call and one JSON
 * text. The URLs express answered with one are remembered, so a later GET of the same URL is
 * answered before express (http/cached-answers-front) with the headers express gave it: the ETag
 * of express's `etag fn` (a matching If-None-Match gets a 304, as `res.send` decides), no-store,
 * and Vary as the compression middleware sets it. A body the compression middleware could compress
 * for the request is left to express.
 */
export class StockAnswers implements AnswerSource {
  private readonly answers: ReadCache<StockAnswer | undefined>;
  private readonly urls = createBoundedCache<{ key: string }>({
    maxBytes: URLS_MAX_BYTES,
    sizeOf: ({ key }) => stringBytes(key),
  });

  constructor(
    ttlMs: number,
    private readonly etagOf: (body: Buffer) => string,
  ) {
    this.answers = new ReadCache(ttlMs, ANSWERS_MAX_BYTES, {
      sizeOf: (answer) => (answer ? answer.body.length * 3 : 1),
    });
  }

  /** The answer for the products of `key`, made from `results` when none is live; undefined: no such product. */
  get(key: string, results: () => Promise<unknown[] | undefined>): Promise<StockAnswer | undefined> {
    return this.answers.get(key, async () => {
      const rows = await results();
      return rows && this.answerOf(JSON.stringify({ results: rows }));
    });
  }

  /** `url` (path and query, as sent) was answered with the answer under `key`. */
  remember(url: string, key: string): void {
    this.urls.set(url, { key });
  }

  ready(req: IncomingMessage): ReadyAnswer | undefined {
    const remembered = this.urls.get(req.url ?? '');
    if (!remembered) return undefined;
    const answer = this.answers.peek(remembered.key);
    if (!answer) return undefined;
    if (answer.body.length >= COMPRESSION_THRESHOLD_BYTES && req.headers['accept-encoding'] !== undefined)
      return undefined;
    const notModified = req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag: answer.etag });
    return {
      status: notModified ? 304 : 200,
      headers: notModified ? answer.notModified : answer.ok,
      body: notModified || req.method === 'HEAD' ? undefined : answer.body,
      route: STOCK_ROUTE,
      handsOutCrumb: false,
    };
  }

  private answerOf(text: string): StockAnswer {
    const body = Buffer.from(text);
    const etag = this.etagOf(body);
    const common = ['Cache-Control', 'no-store'];
    const ok = [
      ...common,
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
      'ETag',
      etag,
      'Vary',
      'Accept-Encoding',
    ];
    // express drops the type from a 304, and the compression middleware then adds no Vary
    return { text, body, ok, notModified: [...common, 'ETag', etag], etag };
  }
}
