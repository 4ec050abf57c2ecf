/** The crumb (CSRF) travels back in this header on every mutating call. */
const CRUMB_COOKIE = 'crumb';
const CRUMB_HEADER = 'X-CSRF-Token';

/** Spec §8: what a 429 from any of our APIs says to the visitor. */
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';
/** Spec §8 interface string for a request that never got an answer. */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/** A non-2xx answer (or no answer) from the gateway, with the message to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Names one press of a cart button; retries of that press repeat it, so the cart applies it once. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A change whose outcome is unknown is tried this often in all before the failure is shown. */
export const MAX_ATTEMPTS = 3;
/** Wait before the first repeat; doubled for each further one. */
const FIRST_BACKOFF_MS = 400;

/** A fresh key for one press: random, so no two presses (or visitors) share one. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export interface ApiRequestOptions {
  /**
   * The press this change belongs to (newIdempotencyKey(), once per press). With it the call is
   * repeated, with the same key, when its outcome is unknown: no answer at all, or a 503 that
   * says `retry: true`. Without it nothing is repeated.
   */
  idempotencyKey?: string;
  /** Waits between attempts; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Ends the call early (a census call's timeout); an aborted call is an ApiError without an answer. */
  signal?: AbortSignal;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One JSON call to the gateway. Mutating calls carry the crumb; errors become ApiError with the
 * server's `message` (or `data.message`), a 429 with the spec's wording. A change with an
 * idempotency key is repeated a bounded number of times while its outcome is unknown.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  { idempotencyKey, sleep = wait, signal }: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[CRUMB_HEADER] = readCookie(CRUMB_COOKIE) ?? '';
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  const attempts = idempotencyKey === undefined ? 1 : MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptRequest<T>(method, path, headers, body, signal);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof ApiError) || !outcomeUnknown(error)) throw error;
      await sleep(FIRST_BACKOFF_MS * 2 ** (attempt - 1));
    }
  }
}

/** No answer, or the gateway saying the change may or may not have been made. */
function outcomeUnknown(error: ApiError): boolean {
  if (error.status === 0) return true;
  return error.status === 503 && (error.body as { retry?: unknown } | null)?.retry === true;
}

async function attemptRequest<T>(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) return parsed as T;
  if (response.status === 429) throw new ApiError(429, RATE_LIMITED_MESSAGE, parsed);
  throw new ApiError(response.status, errorMessage(parsed) ?? `HTTP ${response.status}`, parsed);
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, data } = body as { message?: unknown; data?: { message?: unknown } };
  if (typeof message === 'string') return message;
  if (typeof data?.message === 'string') return data.message;
  return undefined;
}
