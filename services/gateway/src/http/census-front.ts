import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordsMetrics, type Logger } from '@storefront/service-kit';
import type { Express, Request, Response } from 'express';
import {
  censusFormCalls,
  isCensusBeaconForm,
  readFormBodyEarly,
  type CensusCall,
  type CensusRouteParts,
} from '../routes/census-events';
import { answerLogger } from './access-log';
import { crumbSentInForm, type Crumbs } from './crumb';
import { countAnswer } from './request-metrics';
import { SECURITY_HEADERS } from './security';

export interface CensusFrontParts extends CensusRouteParts {
  crumbs: Crumbs;
  logger: Logger;
}

/** The answers the front gives itself, their headers made once: what express's security headers and answerCensusCall set. */
const NO_STORE = ['Cache-Control', 'no-store'];
const ANSWER_HEADERS: Record<'held' | 'not-tracked', string[]> = {
  held: [...SECURITY_HEADERS.flat(), ...NO_STORE, 'Content-Length', '0'],
  'not-tracked': [...SECURITY_HEADERS.flat(), ...NO_STORE],
};
const ANSWER_STATUS = { held: 202, 'not-tracked': 204 } as const;

/**
 * Answers the census beacons (page-view hits, commerce and shopping events) a browser sends
 * form-encoded, before express: the busiest posts of a shop, whose own work is a fraction of what
 * express's middleware chain and router cost them. It runs what express runs on the way (the
 * form's fields as express's parser reads them, the crumb check, the census limit, the census call
 * of routes/census-events) and answers the calls that end held (202) or not recorded (204) with
 * express's headers, access log line and request metrics. Every other outcome (an unreadable body,
 * a crumb refused, a bad hit, a limit reached, a full buffer) and anything that is not exactly such
 * a beacon (another path or content type, a caller's trace) goes to express, which answers it as it
 * always did: what ran here either changed nothing or is asked once per request (the limit's
 * count, the owner session), so nothing is counted twice.
 */
export function censusFront(parts: CensusFrontParts, app: Express) {
  const calls = censusFormCalls(parts);
  const { crumbs, limit } = parts;
  const logAnswer = answerLogger(parts.logger);
  const counted = recordsMetrics();

  const answerEarly = async (req: Request, res: Response, call: CensusCall, path: string): Promise<boolean> => {
    const started = process.hrtime.bigint();
    if (!(await readFormBodyEarly(req, res))) return false;
    const fields = req.body as Record<string, unknown>;
    if (crumbs.refusal(req.headers.cookie, crumbSentInForm(req)) !== undefined) return false;
    if ((await limit.refusal(req)) !== undefined) return false;
    const outcome = await call(req, fields);
    if (outcome === 'full') return false;
    if (logAnswer) logAnswer(req.method, path, res, started);
    if (counted) countAnswer(req.method, res, () => path, started);
    res.writeHead(ANSWER_STATUS[outcome], ANSWER_HEADERS[outcome]);
    res.end();
    return true;
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = req.url!;
    const call = req.method === 'POST' && req.headers.traceparent === undefined ? calls.get(path) : undefined;
    if (!call || !isCensusBeaconForm(req.headers)) return void app(req, res);
    // what express's own request handling makes of them, so its middleware and answers work on them as they are
    const request = asExpress(app, req, res);
    answerEarly(request, res as Response, call, path).then(
      (answered) => answered || app(req, res),
      () => app(req, res),
    );
  };
}

/** Gives a request and its response express's prototypes and links, as express's app.handle does first. */
function asExpress(app: Express, req: IncomingMessage, res: ServerResponse): Request {
  const request = req as Request;
  const response = res as Response;
  // made with them already by a server given http/express-messages
  if (Object.getPrototypeOf(request) !== app.request) Object.setPrototypeOf(request, app.request);
  if (Object.getPrototypeOf(response) !== app.response) Object.setPrototypeOf(response, app.response);
  request.res = response;
  response.req = request;
  response.locals ??= Object.create(null) as Response['locals'];
  return request;
}
