import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { may, Role } from '@storefront/permissions';
import { NO_PERMISSION_HEADING } from '../src/routes/owner-pages';
import { NO_PERMISSION_MESSAGE, SESSION_ENDED_MESSAGE, SIGN_IN_MESSAGE } from '../src/routes/owner-router';
import { OWNER_ROUTES, RESTOCK_API_PATH, type OwnerAccess, type OwnerRoute } from '../src/routes/owner-route-table';
import { accountsShopForTests, signedInContributor, signedInOwner } from './support/accounts-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const SOURCE_DIR = path.join(__dirname, '..', 'src');

/** Every .ts file under src, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A route or middleware mounted at a path of the owner area, written any way express takes a path. */
const OWNER_MOUNT =
  /\.(get|post|put|patch|delete|all|use|route|head|options)\(\s*\[?\s*['"`](\/api\/owner|\/config|\/api\/site-users\/account\/notifications\/restock\/)(['"`/?]|\$\{)?/i;

/** Spec §7's restock path: the owner's calls below it are the table's; the visitor's sign-up POST is not. */
const RESTOCK_PATH = /^\/api\/site-users\/account\/notifications\/restock(\/|$)/;

describe('the owner route table', () => {
  it('is the only place that mounts anything below /api/owner or /config', () => {
    const table = path.join(SOURCE_DIR, 'routes', 'owner-route-table.ts');
    const mountedElsewhere = sourceFiles(SOURCE_DIR)
      .filter((file) => file !== table)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${path.relative(SOURCE_DIR, file)}:${index + 1}` }))
          .filter(({ line }) => OWNER_MOUNT.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(mountedElsewhere).toEqual([]);
  });

  it("mounts below spec §7's restock path only the visitor's sign-up, outside the table", () => {
    const visitorRoutes = readFileSync(path.join(SOURCE_DIR, 'routes', 'restock-sign-ups.ts'), 'utf8');
    const mounts = [...visitorRoutes.matchAll(/router\.(get|post|put|patch|delete|all|route)\(/g)].map((m) => m[1]);
    expect(mounts).toEqual(['post']);
    expect(
      OWNER_ROUTES.some((route) => route.kind === 'api' && route.method === 'POST' && route.path === RESTOCK_API_PATH),
    ).toBe(false);
  });

  it('names each route once, under the owner prefixes, with a handler name or page hook of its own', () => {
    const keys = OWNER_ROUTES.map((route) => `${route.kind === 'api' ? route.method : 'GET'} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = OWNER_ROUTES.map((route) =>
      route.kind === 'page' ? `page:${route.page}` : `${route.kind}:${route.name}`,
    );
    expect(new Set(names).size).toBe(names.length);
    for (const route of OWNER_ROUTES)
      if (route.kind !== 'api') expect(route.path).toMatch(/^\/config(\/|$)/);
      else if (!RESTOCK_PATH.test(route.path)) expect(route.path).toMatch(/^\/api\/owner(\/|$)/);
  });
});

/**
 * Requests to routes whose service this shop does not run (performance, census): input the
 * handler refuses with a 400, which it only sees once the access check has let the call through.
 */
const REFUSED_INPUT: Partial<Record<string, string>> = {
  '/api/owner/performance/vitals': '/api/owner/performance/vitals?from=not-a-day',
  '/api/owner/performance/errors': '/api/owner/performance/errors?from=2024-02-30',
  '/api/owner/performance/errors/:groupId': '/api/owner/performance/errors/not%20a%20group',
  '/api/owner/analytics': '/api/owner/analytics?from=2026-02-30',
  '/api/owner/analytics/export': '/api/owner/analytics/export?to=yesterday',
};

/** A concrete request path for a table path: parameters get a value of the right shape. */
const concrete = (route: OwnerRoute) =>
  REFUSED_INPUT[route.path] ?? route.path.replace(/:[A-Za-z]+/g, 'no-such-account-0');

const methodOf = (route: OwnerRoute) => (route.kind === 'api' ? route.method : 'GET');

/** A body of the right shape, so a refusal is the access check's and not the input's. */
const BODIES: Partial<Record<string, unknown>> = {
  'POST /api/owner/team/invitations': { email: 'someone@example.com', roles: [Role.viewer] },
  'PUT /api/owner/team/:accountId/roles': { roles: [Role.viewer] },
  'PUT /api/owner/settings': {},
  'POST /api/site-users/account/notifications/restock/send': { productId: 'no-such-product', variantId: '' },
  'POST /api/site-users/account/notifications/restock/send/all': {},
};

const request = (visitor: Visitor, route: OwnerRoute) => {
  const method = methodOf(route);
  if (route.kind === 'page') return visitor.fetch(concrete(route), { headers: { accept: 'text/html' } });
  return visitor.call(
    method,
    concrete(route),
    method === 'GET' ? undefined : (BODIES[`${method} ${route.path}`] ?? {}),
  );
};

const guarded = OWNER_ROUTES.filter((route) => route.access !== 'public');
const byPermission = guarded.filter((route) => route.access !== 'signedIn');
const permissionOf = (route: OwnerRoute) => route.access as Exclude<OwnerAccess, 'public' | 'signedIn'>;
const label = (route: OwnerRoute) => `${methodOf(route)} ${route.path}`;

describeWhenPGliteRuns('owner route table', 'every owner route behind its access check', () => {
  const shop = accountsShopForTests();
  /** Signed-in contributors by the roles they hold; the test picks, per route, one the route must refuse. */
  const contributors = new Map<number, Visitor>();
  let admin: Visitor;
  let anonymous: Visitor;
  let endedSession: Visitor;
  let endedToken: string;

  beforeAll(async () => {
    const url = shop().gateway.url;
    admin = await signedInOwner(url);
    for (const role of [Role.reporting, Role.billing, Role.storeManager, Role.none])
      contributors.set(role, await signedInContributor(shop(), admin, [role]));
    anonymous = await new Visitor(url).arrive('/config/login');
    endedSession = await signedInOwner(url);
    endedToken = endedSession.cookies.get('owner_session')!;
    expect((await endedSession.call('DELETE', '/api/owner/session')).status).toBe(204);
  });

  it('covers every route of the table below', () => {
    expect(guarded.length).toBeGreaterThan(10);
    expect(byPermission.length).toBeGreaterThan(8);
  });

  it.each(guarded.map((route) => [label(route), route] as const))(
    '%s: 401 (API) or the sign-in page (page) without a session',
    async (_label, route) => {
      const response = await request(anonymous, route);
      if (route.kind === 'api') {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: SIGN_IN_MESSAGE });
      } else {
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe(`/config/login?next=${encodeURIComponent(concrete(route))}`);
      }
    },
  );

  it.each(guarded.map((route) => [label(route), route] as const))(
    '%s: refused with a session that was signed out, whose cookie is removed',
    async (_label, route) => {
      // The browser still sends the session it held: the sign-out ended it on the server.
      endedSession.cookies.set('owner_session', endedToken);
      const response = await request(endedSession, route);
      expect(response.status).toBe(route.kind === 'api' ? 401 : 302);
      if (route.kind === 'api') expect(await response.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
      expect(endedSession.lastSetCookie('owner_session')).toMatch(/^owner_session=; .*Max-Age=0/);
      expect(endedSession.cookies.has('owner_session')).toBe(false);
    },
  );

  it.each(byPermission.map((route) => [label(route), route] as const))(
    '%s: 403 for an account whose roles lack the permission, in the frame for a page',
    async (_label, route) => {
      const role = [...contributors.keys()].find((candidate) => !may([candidate], permissionOf(route)))!;
      const response = await request(contributors.get(role)!, route);
      expect(response.status).toBe(403);
      if (route.kind === 'api') expect(await response.json()).toEqual({ message: NO_PERMISSION_MESSAGE });
      else {
        const html = await response.text();
        expect(html).toContain(`<h1 id="owner-page-title" tabindex="-1">${NO_PERMISSION_HEADING}</h1>`);
        expect(html).toContain('<p class="owner-signed-in">Signed in as');
        expect(html).not.toContain('data-owner-page=');
      }
    },
  );

  it.each(guarded.map((route) => [label(route), route] as const))(
    '%s: let through for the admin',
    async (_label, route) => {
      const response = await request(admin, route);
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    },
  );

  it('lets an account with no permission at all see its own session but no page', async () => {
    const nobody = contributors.get(Role.none)!;
    const session = await nobody.call('GET', '/api/owner/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ account: { roles: [Role.none], permissions: [] } });
    expect((await nobody.fetch('/config')).status).toBe(403);
  });

  it('answers 404 for anything else below /api/owner and /config, whoever asks', async () => {
    for (const visitor of [anonymous, admin]) {
      const api = await visitor.call('GET', '/api/owner/no-such-thing');
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ message: 'No such API.' });
      expect((await visitor.call('POST', '/api/owner/team')).status).toBe(404);
      expect((await visitor.fetch('/config/no-such-page')).status).toBe(404);
    }
  });
});
