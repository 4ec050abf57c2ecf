import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { recordsMetrics, type Logger } from '@storefront/service-kit';
import { answerLogger } from './access-log';
import type { Crumbs } from './crumb';
import { countAnswer } from './request-metrics';
import { SECURITY_HEADERS } from './security';

/** An answer a source has ready for a request; header names and values in one flat list, as `writeHead` takes them. */
export interface ReadyAnswer {
  status: number;
  /** The same list for every request given the same answer: the front adds the security headers to it once. */
  headers: readonly string[];
  body: Buffer | undefined;
  /** The route pattern that made it, for the request metrics. */
  route: string;
  /** Pages hand a crumb to a visitor without a genuine one, as the crumb issuer does on the page path. */
  handsOutCrumb: boolean;
}

/** What can answer a request before express: a live answer for it, or undefined to leave it to express. */
export interface AnswerSource {
  ready(req: IncomingMessage): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined>;
}

export interface CachedAnswersFrontParts {
  sources: AnswerSource[];
  crumbs: Crumbs;
  logger: Logger;
}

const SECURITY = SECURITY_HEADERS.flat();

/**
 * The gateway's request listener: a GET or HEAD without a body that a source has a live answer
 * for (a shared page in the render cache, a stock answer) is answered here, before express, with
 * what express would have sent: the security headers, a crumb cookie on pages for a visitor without
 * a genuine one, the answer's headers (made once per answer) and bytes, logged and counted as the
 * middleware does. Everything else, and a request carrying a caller's trace (which express joins
 * to the gRPC calls it makes), goes to `app`. The busiest reads of a shop so skip the middleware
 * chain and the router, which cost more than writing their bytes.
 */
export function cachedAnswersFront(
  { sources, crumbs, logger }: CachedAnswersFrontParts,
  app: RequestListener,
): RequestListener {
  const logAnswer = answerLogger(logger);
  const counted = recordsMetrics();
  const withSecurity = new WeakMap<readonly string[], readonly string[]>();
  const headersOf = (answerHeaders: readonly string[]) => {
    let headers = withSecurity.get(answerHeaders);
    if (!headers) withSecurity.set(answerHeaders, (headers = [...SECURITY, ...answerHeaders]));
    return headers;
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: ReadyAnswer) => {
    if (logAnswer) logAnswer(req.method!, pathOf(req.url!), res);
    if (counted) countAnswer(req.method!, res, () => answer.route);
    const crumb = answer.handsOutCrumb ? crumbs.cookieFor(req.headers.cookie) : undefined;
    const headers = headersOf(answer.headers);
    res.writeHead(answer.status, crumb === undefined ? (headers as string[]) : [...headers, 'Set-Cookie', crumb]);
    res.end(answer.body);
  };

  const tryFrom = (index: number, req: IncomingMessage, res: ServerResponse): void => {
    for (let at = index; at < sources.length; at++) {
      const ready = sources[at]!.ready(req);
      if (ready === undefined) continue;
      if (!('then' in ready)) return send(req, res, ready);
      ready.then(
        (answer) => (answer ? send(req, res, answer) : tryFrom(at + 1, req, res)),
        () => app(req, res),
      );
      return;
    }
    app(req, res);
  };

  return (req, res) => {
    if (!mayAnswerEarly(req)) return app(req, res);
    tryFrom(0, req, res);
  };
}

/** A GET or HEAD without a body and without a caller's trace. */
function mayAnswerEarly(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const { headers } = req;
  if (headers.traceparent !== undefined || headers['transfer-encoding'] !== undefined) return false;
  const length = headers['content-length'];
  return length === undefined || length === '0';
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
