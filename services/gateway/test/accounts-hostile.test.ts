import fc from 'fast-check';
import { accountsShopForTests, DEMO_OWNER } from './support/accounts-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { randomAddress, Visitor } from './support/visitor';

jest.setTimeout(300_000);

/** The public account calls that take credentials: what a stranger can send without an account. */
const ROUTES = [
  '/api/owner/session',
  '/api/site-users/session',
  '/api/site-users/sign-up',
  '/api/owner/invitations/accept',
  '/api/owner/password-reset',
  '/api/site-users/password-reset/complete',
];

/** Anything JSON can hold, where the routes read text. */
const anyValue = fc.oneof(
  fc.string(),
  fc.jsonValue(),
  fc.constantFrom(null, true, 0, -1, 1e308, [], {}),
  fc.string({ unit: 'binary' }),
  fc.integer({ min: 300, max: 40_000 }).map((length) => 'a'.repeat(length)),
  fc.string().map((text) => `${text}@example.com`),
  fc.constantFrom(DEMO_OWNER.email, ' OWNER@example.com ', '\u202eowner@example.com', 'a@b', '@', ''),
);

/** The fields the routes read, each any value, sometimes missing. */
const credentials = fc
  .record(
    { email: anyValue, password: anyValue, displayName: anyValue, token: anyValue, roles: anyValue },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));

const nested = (depth: number) => JSON.stringify({ email: JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) });

/** One class of hostile body per draw, so each class is drawn often. */
const body = fc.oneof(
  credentials,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.integer({ min: 20, max: 31 }).map(nested),
  fc.integer({ min: 33, max: 3_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string().map((text) => JSON.stringify({ email: `owner\u0000${text}@example.com`, password: `\u0000${text}` })),
  fc
    .integer({ min: 65 * 1024, max: 200 * 1024 })
    .map((size) => JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(size) })),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    'null',
    '"text"',
    '{"email":"a@b.c","password":"x"',
    '\u0000',
    '{"__proto__":{"roles":[1]},"constructor":{"prototype":{"admin":true}},"email":"a@b.c","password":"p"}',
  ),
);

describeWhenPGliteRuns('account fuzz', 'no sign-in or sign-up body gets a 5xx', () => {
  const shop = accountsShopForTests();
  let visitor: Visitor;

  beforeAll(async () => {
    visitor = await new Visitor(shop().gateway.url).arrive('/account/sign-in');
  });

  it('answers 1,000 hostile bodies below 500 and signs nobody in', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        body,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', undefined),
        async (route, text, contentType) => {
          const headers: Record<string, string> = {
            'x-csrf-token': decodeURIComponent(visitor.cookies.get('crumb')!),
            // A stranger with many addresses: no address lockout cuts the run short.
            'x-forwarded-for': randomAddress(),
          };
          if (contentType) headers['content-type'] = contentType;
          const response = await visitor.fetch(route, { method: 'POST', headers, body: text });
          const answer = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) failures.push(`${route} ${text.slice(0, 120)} -> ${response.status} ${answer}`);
          return response.status < 500;
        },
      ),
      { numRuns: 1_000, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    expect(failures).toEqual([]);
    // The bodies reached the routes' checks and the accounts service, not only the body parser.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 401]));
    expect(visitor.cookies.has('owner_session')).toBe(false);
  });
});
