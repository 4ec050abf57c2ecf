/**
 * A browser as far as the gateway can tell: it keeps the cookies it is given (and drops the
 * ones the gateway removes), and repeats its crumb cookie in the X-CSRF-Token header on
 * mutating calls, as the storefront's scripts do.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line received, newest last. */
  readonly setCookies: string[] = [];

  /**
   * The address the gateway sees (X-Forwarded-For; test gateways trust one proxy). Each visitor
   * gets one of its own unless told, so the per-address limits of one test never meet another's.
   */
  readonly address: string;

  constructor(
    private readonly baseUrl: string,
    { address }: { address?: string } = {},
  ) {
    this.address = address ?? randomAddress();
  }

  /** Loads a page, which hands out the crumb. */
  async arrive(path = '/shop'): Promise<this> {
    await this.fetch(path);
    if (!this.cookies.has('crumb')) throw new Error('no crumb was handed out');
    return this;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(
    path: string,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...init.headers };
    if (this.cookies.size > 0 && headers.cookie === undefined) headers.cookie = this.cookieHeader();
    const response = await fetch(`${this.baseUrl}${path}`, { redirect: 'manual', ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    return response;
  }

  /** A JSON call; mutating ones carry the crumb header unless `crumb` says otherwise. */
  call(
    method: string,
    path: string,
    body?: unknown,
    crumb?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const ownCrumb = this.cookies.get('crumb');
    const token = crumb ?? (ownCrumb === undefined ? undefined : decodeURIComponent(ownCrumb));
    if (method !== 'GET' && token !== undefined) headers['x-csrf-token'] = token;
    return this.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** The newest Set-Cookie line for `name`. */
  lastSetCookie(name: string): string | undefined {
    return this.setCookies.filter((line) => line.startsWith(`${name}=`)).at(-1);
  }
}

/** A random private address, as a visitor behind a proxy would have. */
export function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}
