import {
  censusMessages,
  judgeEvent,
  judgeHit,
  judgePayload,
  parseVisitorCookie,
  VISITOR_COOKIE,
  type EventPayload,
  type VisitorCookie,
  type WidgetEventName,
} from '@storefront/census-rules';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { isBeaconForm, plainFormFields, readBeaconBody } from '../http/beacon-form';
import { parseCookies } from '../http/cookies';
import type { RateLimit } from '../http/rate-limit';
import type { CensusIngest } from '../upstream/census-ingest';
import { pathOfUrl, type CensusTracking } from './census-tracking';
import { BadRequest } from './query';
import { ITEM_ID } from './shop';

/** The census calls that come form-encoded (a beacon cannot set the crumb header): spec §7. */
export const CENSUS_HIT_PATH = '/api/census/RecordHit';
export const CENSUS_EVENTS_PATH = '/api/census/events';
export const CENSUS_FORM_PATHS = [CENSUS_HIT_PATH, CENSUS_EVENTS_PATH] as const;

/** A census post's form body at most: the data field's 16 KB of JSON, percent-encoded, and the rest. */
const FORM_BODY_LIMIT = 64 * 1024;
/** Fields of a census form at most; more is express's 413. */
const FORM_PARAMETER_LIMIT = 16;
/** The contract keeps this much of a User-Agent; the service reads a device class from it. */
const MAX_USER_AGENT = 512;

/** Spec §8's wording is not shown for these calls (the browser ignores failures); a short reason helps whoever reads the network log. */
export const CENSUS_BUSY_MESSAGE = 'Analytics are not being taken right now. Please try again later.';
const BUSY_RETRY_AFTER_SECONDS = 30;

/** The form parser of the census beacons; the census front reads with the same one. */
const parseForm = express.urlencoded({
  extended: false,
  limit: FORM_BODY_LIMIT,
  parameterLimit: FORM_PARAMETER_LIMIT,
  inflate: false,
});

/** Why a body the census front read could not be parsed: express's parser passes it on instead of reading again. */
const failedEarly = new WeakMap<Request, unknown>();

/**
 * Parses the form body of the census beacons before the crumb guard reads their `crumb` field;
 * no other path gets a form parser. A body the census front read already is not read again.
 */
export function censusFormBody(): RequestHandler {
  const paths = new Set<string>(CENSUS_FORM_PATHS);
  return (req, res, next) => {
    if (req.method !== 'POST' || !paths.has(req.path)) return next();
    if (failedEarly.has(req)) return next(failedEarly.get(req));
    parseForm(req, res, next);
  };
}

/** Whether the census front reads this request's body itself: a browser's beacon (http/beacon-form). */
export const isCensusBeaconForm = (headers: IncomingHttpHeaders) => isBeaconForm(headers, FORM_BODY_LIMIT);

/**
 * Reads a beacon's form body before express (http/census-front): a body of plain fields is
 * parsed at once, any other with express's own parser over the bytes read. False when the request
 * was aborted or the parser failed, and then censusFormBody gives express the same failure to
 * answer.
 */
export async function readFormBodyEarly(req: Request, res: Response): Promise<boolean> {
  const bytes = await readBeaconBody(req);
  if (bytes === undefined) return false;
  const fields = plainFormFields(bytes.toString('utf8'), FORM_PARAMETER_LIMIT);
  if (fields !== undefined) {
    req.body = fields;
    return true;
  }
  // the bytes again, as a stream carrying the request's headers, for the parser express runs
  const replay = Object.assign(Readable.from([bytes], { objectMode: false }), {
    headers: req.headers,
    body: undefined as unknown,
  });
  return new Promise((resolve) =>
    parseForm(replay as unknown as Request, res, (error?: unknown) => {
      if (error !== undefined) {
        failedEarly.set(req, error);
        return resolve(false);
      }
      req.body = replay.body;
      resolve(true);
    }),
  );
}

export interface CensusRouteParts {
  ingest: CensusIngest;
  tracking: CensusTracking;
  /** Limits the census calls of one visitor; never waits on Redis. */
  limit: RateLimit;
}

/** The fields of a form-encoded body; anything else (no body, JSON) is none. */
function formFieldsOf(req: Request): Record<string, unknown> | undefined {
  return req.is('application/x-www-form-urlencoded') ? fieldsOf(req) : undefined;
}

/** The body as an object of fields; anything else (no body, a JSON array) is none. */
function fieldsOf(req: Request): Record<string, unknown> | undefined {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/**
 * The visitor: the first of the `given` values that is present decides (spec §5: a malformed one is
 * discarded, leaving the hit without a visitor), else the ss_cvr cookie.
 */
function visitorOf(req: Request, ...given: unknown[]): VisitorCookie | null {
  const sent = given.find((value) => value !== undefined && value !== null && value !== '');
  const value = sent ?? parseCookies(req.headers.cookie)[VISITOR_COOKIE];
  return parseVisitorCookie(value) ?? null;
}

function sourceOf(req: Request) {
  return { receivedAt: Date.now(), userAgent: (req.get('user-agent') ?? '').slice(0, MAX_USER_AGENT) };
}

/** The page an event is about: the path the payload names, else the page that sent it. */
function pagePathOf(req: Request, payload: Record<string, unknown>): string {
  return pathOfUrl(payload.pagePath) || pathOfUrl(payload.url) || pathOfUrl(req.get('referer'));
}

/** What became of a census call: held for the census queue, not recorded (spec §6), or refused by a full buffer. */
export type CensusOutcome = 'held' | 'not-tracked' | 'full';

/** A census call (its form's fields) judged, checked against spec §6 and held; throws BadRequest for bad input. */
export type CensusCall = (req: Request, fields: Record<string, unknown>) => Promise<CensusOutcome>;

/** 202 once held for the census queue; 204 when spec §6 says it is not recorded; 503 when the buffer is full. */
export function answerCensusCall(res: Response, outcome: CensusOutcome): void {
  res.setHeader('Cache-Control', 'no-store');
  if (outcome === 'full') {
    res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: CENSUS_BUSY_MESSAGE });
  } else res.status(outcome === 'held' ? 202 : 204).end();
}

/** The form-encoded census calls by path: page-view hits and commerce and shopping events. */
export function censusFormCalls({ ingest, tracking }: Pick<CensusRouteParts, 'ingest' | 'tracking'>) {
  return new Map<string, CensusCall>([
    [
      CENSUS_HIT_PATH,
      async (req, fields) => {
        const hit = judgeHit(fields);
        if (!hit.ok) throw new BadRequest(hit.message);
        if (!(await tracking(req, pathOfUrl(hit.value.url)))) return 'not-tracked';
        const held = ingest.hit({ ...sourceOf(req), visitor: visitorOf(req, fields.ss_cvr), hit: hit.value });
        return held ? 'held' : 'full';
      },
    ],
    [
      CENSUS_EVENTS_PATH,
      async (req, fields) => {
        const event = judgeEvent(fields);
        if (!event.ok) throw new BadRequest(event.message);
        const { sent } = event.value;
        if (!(await tracking(req, pagePathOf(req, sent)))) return 'not-tracked';
        const visitor = visitorOf(req, fields.ss_cvr, sent.ss_cvr);
        const held = ingest.event({ ...sourceOf(req), visitor, name: event.value.name, data: event.value.data });
        return held ? 'held' : 'full';
      },
    ],
  ]);
}

/**
 * The census calls of spec §7, which the storefront posts and never waits for: page-view hits,
 * commerce and shopping events, and the widgets' calls. Each is judged by census-rules, checked
 * against spec §6's who-is-not-tracked rules, given an id and held for the census service's
 * ingest queue; the answer does not wait for the queue.
 */
export function censusEventRoutes({ ingest, tracking, limit }: CensusRouteParts) {
  const router = express.Router();

  const formCalls = censusFormCalls({ ingest, tracking });
  for (const path of CENSUS_FORM_PATHS)
    router.post(path, limit, async (req, res) => {
      const fields = formFieldsOf(req);
      if (!fields) throw new BadRequest(censusMessages.notAForm);
      answerCensusCall(res, await formCalls.get(path)!(req, fields));
    });

  /** A widget's call: a JSON object of page context and the caller's fields plus visitorCookie. */
  const widget =
    (name: WidgetEventName, extra: (req: Request, body: Record<string, unknown>) => EventPayload = () => ({})) =>
    async (req: Request, res: Response) => {
      const body = fieldsOf(req) ?? {};
      const payload = judgePayload(body);
      if (!payload.ok) throw new BadRequest(payload.message);
      const data = { ...payload.value, ...extra(req, body) };
      if (!(await tracking(req, pagePathOf(req, body)))) return answerCensusCall(res, 'not-tracked');
      const held = ingest.event({ ...sourceOf(req), visitor: visitorOf(req, body.visitorCookie), name, data });
      answerCensusCall(res, held ? 'held' : 'full');
    };

  router.post('/api/census/button-click', limit, widget('button-click'));
  router.post('/api/census/button-render', limit, widget('button-render'));
  router.post('/api/census/overlay', limit, widget('overlay'));
  router.post(
    '/api/census/form-render',
    limit,
    widget('form-render', (_req, body) => {
      const formId = body.formId;
      if (typeof formId !== 'string' || formId.length === 0 || formId.length > 64)
        throw new BadRequest(censusMessages.formId);
      return { formId };
    }),
  );
  router.post(
    '/api/census/RecordQuickView/:itemId',
    limit,
    widget('quick-view', (req) => {
      const itemId = req.params.itemId as string;
      if (!ITEM_ID.test(itemId)) throw new BadRequest(censusMessages.itemId);
      return { itemId };
    }),
  );

  return router;
}
