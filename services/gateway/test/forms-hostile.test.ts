import { formsV1 } from '@storefront/proto';
import { createClient } from '@storefront/service-kit';
import { testServiceAuth } from '@storefront/service-kit/testing';
import fc from 'fast-check';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(300_000);

const SAVE = '/api/form/SaveFormSubmission';
const FORM_IDS = ['contact', 'feedback', 'event-registration', 'newsletter', 'waitlist', 'promo-popup'];
const FIELD_IDS = ['name', 'email', 'message', 'comments', 'attendee', 'phone', 'address', 'experience', 'interests'];

const markup = fc.constantFrom(
  '<script>alert(1)</script>',
  '</script><!--',
  '"><img src=x onerror=alert(1)>',
  "'; drop table submissions; --",
  '{"$ne": null}',
  '\u2028\u2029\u0000',
  'ä€😀\uD800',
  'a@b.c',
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  markup,
  fc.integer({ min: 1, max: 30_000 }).map((length) => 'x'.repeat(length)),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 8 }),
  fc.dictionary(text, text, { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
);
const fieldId = fc.oneof(fc.constantFrom(...FIELD_IDS, '__proto__', 'constructor', '_form', ''), text);
const answers = fc.dictionary(fieldId, value, { maxKeys: 8 });

/** One hostile SaveFormSubmission: any part may be missing, of the wrong type, huge or markup. */
const anySubmission = fc.record(
  {
    formId: fc.oneof(fc.constantFrom(...FORM_IDS), text, fc.anything({ maxDepth: 2 })),
    form: fc.oneof(
      answers.map((object) => JSON.stringify(object)),
      answers,
      text,
      fc.anything({ maxDepth: 2 }),
    ),
    key: fc.constantFrom('fresh', 'fresh', 'fresh', 'made-up', 'absent', 'number'),
    captchaKey: fc.oneof(fc.constant('storefront-test-captcha-ok'), text, fc.anything({ maxDepth: 1 })),
  },
  { requiredKeys: ['key'] },
);

/** Well-formed answers full of markup, so that hostile text is also accepted and stored. */
const markedUpFeedback = fc.record({
  formId: fc.constant('feedback'),
  form: fc
    .record({ comments: fc.oneof(markup, fc.string({ minLength: 1, maxLength: 50 })) }, { requiredKeys: [] })
    .map((object) => JSON.stringify(object)),
  key: fc.constant('fresh'),
});

const submission = fc.oneof({ arbitrary: anySubmission, weight: 4 }, { arbitrary: markedUpFeedback, weight: 1 });

/** Raw bodies that are not a JSON object at all. */
const rawBody = fc.oneof(fc.string(), fc.json(), fc.constant('{"formId": "contact", "form": '));

describeWhenPGliteRuns('hostile form submissions', 'hostile form submissions through HTTP', () => {
  // No rate limit in the way: every body must reach the forms service's rules. Nor a deadline: a
  // 30 KB answer checked while the machine runs other suites may take longer than the usual
  // second, and the 503 it would then get says nothing about hostile input.
  const shop = shopForTests({ FORM_RATE_LIMIT: '100000', UPSTREAM_DEADLINE_MS: '10000' });
  let me: Visitor;

  beforeAll(async () => {
    me = await new Visitor(shop().gateway.url).arrive('/');
  });

  const freshKey = async () => {
    const response = await me.call('POST', '/api/form/FormSubmissionKey');
    return ((await response.json()) as { key: string }).key;
  };

  it('never answers 5xx, always in the shape the forms remote reads, and keeps only valid answers', async () => {
    const statuses = new Map<number, number>();
    const seen = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await fc.assert(
      fc.asyncProperty(submission, rawBody, async (hostile, raw) => {
        const { key: keyChoice, ...rest } = hostile as { key: string; formId?: unknown; form?: unknown };
        const body: Record<string, unknown> = { ...rest };
        if (keyChoice === 'fresh') body.key = await freshKey();
        else if (keyChoice === 'made-up') body.key = 'k'.repeat(40);
        else if (keyChoice === 'number') body.key = 12345;

        const saved = await me.call('POST', SAVE, body);
        seen(saved.status);
        expect(saved.status).toBeLessThan(500);
        const answer = (await saved.json()) as Record<string, unknown>;
        if (saved.status === 200) expect(answer).toEqual({ success: true });
        else expect(typeof answer.error === 'string' || typeof answer.errors === 'object').toBe(true);

        const formId = typeof rest.formId === 'string' ? rest.formId : 'contact';
        const validated = await me.call(
          'POST',
          // (lone surrogates cannot be put in a URL at all)
          `/api/rest/forms/validate/${encodeURIComponent(formId.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`,
          typeof rest.form === 'object' ? rest.form : raw,
        );
        seen(validated.status);
        expect(validated.status).toBeLessThan(500);

        const crumb = decodeURIComponent(me.cookies.get('crumb')!);
        const rawSaved = await me.fetch(SAVE, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
          body: raw,
        });
        seen(rawSaved.status);
        expect(rawSaved.status).toBeLessThan(500);
      }),
      { numRuns: 1_000 },
    );
    // The runs reached every answer the calls have, not just the parser.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404]));

    // Whatever was accepted passes the form's rules when checked again.
    const client = createClient(formsV1.FormsServiceClient, `127.0.0.1:${shop().formsPort}`, {
      deadlineMs: 10_000,
      contract: formsV1.FormsServiceDefinition,
      auth: testServiceAuth(),
    });
    try {
      for (const formId of FORM_IDS) {
        const { submissions } = await client.call.listSubmissions({ formId, pageSize: 100 });
        for (const stored of submissions) {
          const check = await me.call('POST', `/api/rest/forms/validate/${formId}`, JSON.parse(stored.answersJson));
          expect(check.status).toBe(200);
        }
      }
    } finally {
      client.close();
    }
  });
});
