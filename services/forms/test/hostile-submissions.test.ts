import { noteSkippedBackends } from '@storefront/service-kit/testing';
import { status, type ServiceError } from '@grpc/grpc-js';
import { parseFormDefinition, validateForm, type FormDefinition } from '@storefront/form-rules';
import fc from 'fast-check';
import { TEST_CAPTCHA_TOKEN } from '../src/captcha/test-verifier';
import { submissions } from '../src/store/schema';
import { validAnswers } from './support/demo-answers';
import { backends, startFormsService, type FormsUnderTest } from './support/running-forms';

jest.setTimeout(300_000);

noteSkippedBackends('hostile submissions');

const formIds = Object.keys(validAnswers);

/** Text a visitor never types but an attacker sends: markup, script, huge, control and odd characters. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(document.cookie)>',
    '</textarea><svg onload=alert(1)>',
    "'; drop table submissions; --",
    'javascript:alert(1)',
    '{{constructor.constructor("alert(1)")()}}',
    '\u0000',
    'a\ud800b',
    '\u202eevil',
    '__proto__',
  ),
  fc.integer({ min: 0, max: 30_000 }).map((length) => 'x'.repeat(length)),
  fc.string({ maxLength: 20 }).map((s) => `${s}@example.com`),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(hostileText, fc.integer()), { maxLength: 8 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
})).value;

/** The value in one case out of 20, else null. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 19 }, { arbitrary, weight: 1 });

/** A valid submission with one field replaced, a field added, or answers made up from scratch. */
const hostileSubmission = fc.record({
  formId: fc.constantFrom(...formIds),
  /** Sent instead of formId when set: ids no form has. */
  otherFormId: rarely(hostileText),
  /** Sent instead of a fresh key when set. */
  key: rarely(hostileText),
  mutation: fc.oneof(
    // free text where free text belongs: markup and script must be stored as the text it is
    fc.record({ kind: fc.constant('text' as const), index: fc.nat(), text: hostileText }),
    fc.record({ kind: fc.constant('replace' as const), index: fc.nat(), value: hostileValue }),
    fc.record({ kind: fc.constant('add' as const), id: hostileText, value: hostileValue }),
    fc.record({ kind: fc.constant('whole' as const), value: hostileValue }),
    fc.record({ kind: fc.constant('raw' as const), json: fc.oneof(hostileText, fc.json()) }),
  ),
  captchaToken: fc.oneof(
    { arbitrary: fc.constant(TEST_CAPTCHA_TOKEN), weight: 4 },
    { arbitrary: hostileText, weight: 1 },
  ),
  visitorId: fc.oneof(fc.constant('visitor'), hostileText),
});

type HostileSubmission = typeof hostileSubmission extends fc.Arbitrary<infer T> ? T : never;

function answersJson({ formId, mutation }: HostileSubmission): string {
  const answers: Record<string, unknown> = { ...validAnswers[formId] };
  switch (mutation.kind) {
    case 'text': {
      const ids = Object.keys(answers).filter((id) => typeof answers[id] === 'string');
      answers[ids[mutation.index % ids.length]!] = mutation.text;
      return JSON.stringify(answers);
    }
    case 'replace': {
      const ids = Object.keys(answers);
      answers[ids[mutation.index % ids.length]!] = mutation.value;
      return JSON.stringify(answers);
    }
    case 'add':
      answers[mutation.id] = mutation.value;
      return JSON.stringify(answers);
    case 'whole':
      return JSON.stringify(mutation.value) ?? '';
    case 'raw':
      return mutation.json;
  }
}

const refusals = [status.INVALID_ARGUMENT, status.PERMISSION_DENIED, status.NOT_FOUND, status.UNAUTHENTICATED];

if (backends.length > 0)
  describe.each(backends)('1,000 hostile submissions on $name', (backend) => {
    let service: FormsUnderTest;
    const definitions = new Map<string, FormDefinition>();
    beforeAll(async () => {
      service = await startFormsService(backend);
      for (const form of (await service.client.call.listForms({})).forms) {
        definitions.set(form.id, parseFormDefinition(JSON.parse(form.definitionJson))!);
      }
    });
    afterAll(() => service?.stop());

    it('never fail inside the service, and store only what the rules accept, as given', async () => {
      const accepted = new Map<string, string>();
      let refused = 0;
      expect(await service.forms.database.db.select().from(submissions)).toEqual([]);
      await fc.assert(
        fc.asyncProperty(hostileSubmission, async (submission) => {
          const json = answersJson(submission);
          const { key } = await service.client.call.createSubmissionKey({ formId: '' });
          try {
            const { submissionId } = await service.client.call.submitForm({
              formId: submission.otherFormId ?? submission.formId,
              key: submission.key ?? key,
              answersJson: json,
              captchaToken: submission.captchaToken,
              visitorId: submission.visitorId,
            });
            accepted.set(submissionId, json);
          } catch (error) {
            const code = (error as ServiceError).code;
            if (!refusals.includes(code)) throw new Error(`status ${code}: ${(error as ServiceError).details}`);
            refused += 1;
          }
        }),
        { numRuns: 1000 },
      );

      // both paths were exercised; about 5% of random runs pass every rule (48 of 1,000 seen), so
      // the floor is well below that to hold for any seed
      expect(refused).toBeGreaterThan(300);
      expect(accepted.size).toBeGreaterThan(15);
      const stored = await service.forms.database.db.select().from(submissions);
      expect(stored).toHaveLength(accepted.size);
      for (const row of stored) {
        expect(validateForm(definitions.get(row.formId)!, row.answers)).toEqual({});
        expect(row.answers).toEqual(JSON.parse(accepted.get(row.id)!));
      }
    });
  });
