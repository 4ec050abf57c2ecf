/**
 * A double of the gateway's HTTP API for the remotes' screen tests: it answers the documented
 * routes as a test scripts them and records every call. The remotes only speak HTTP to the gateway,
 * so this is where their tests meet it; the real gateway is met in tests/e2e.
 */
export interface GatewayAnswer {
  status: number;
  body?: unknown;
}

export interface GatewayCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** By "METHOD /path": a fixed answer, or one computed from the call (and the calls so far). */
export type GatewayRoutes = Record<string, GatewayAnswer | ((call: GatewayCall) => GatewayAnswer)>;

export interface FakeGateway {
  calls: GatewayCall[];
  /** The calls to one route, e.g. `callsTo('PUT /api/owner/settings')`. */
  callsTo(route: string): GatewayCall[];
  /** Adds or replaces routes mid-test. */
  answer(routes: GatewayRoutes): void;
}

/** The gateway turning a call down: `{ message }`, with `errors` by field when it names fields. */
export function refusal(status: number, message: string, errors?: Record<string, string>): GatewayAnswer {
  return { status, body: errors ? { message, errors } : { message } };
}

/** Installs the double as `fetch`; a route it was not given answers 404 `{ message: 'Not found' }`. */
export function fakeGateway(routes: GatewayRoutes): FakeGateway {
  const table: GatewayRoutes = { ...routes };
  const calls: GatewayCall[] = [];
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const call: GatewayCall = {
      method: init.method ?? 'GET',
      path: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}`];
    const { status, body } =
      route === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof route === 'function'
          ? route(call)
          : route;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  }) as typeof fetch;
  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    answer: (more) => Object.assign(table, more),
  };
}
