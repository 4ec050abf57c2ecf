import { status } from '@grpc/grpc-js';
import { fieldTypes, parseFormDefinition } from '@storefront/form-rules';
import { eq } from 'drizzle-orm';
import { failure, itServesServerPlumbing, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { TEST_CAPTCHA_TOKEN } from '../src/captcha/test-verifier';
import { newsletterSubscribers } from '../src/store/schema';
import { refusedAnswers, validAnswers } from './support/demo-answers';
import { backends, startFormsService, submit, trailerFieldErrors } from './support/running-forms';

jest.setTimeout(60_000);

noteSkippedBackends('forms gRPC');

const demoFormIds = ['contact', 'event-registration', 'feedback', 'newsletter', 'promo-popup', 'waitlist'];
const captchaFor = (formId: string) => (formId === 'event-registration' ? TEST_CAPTCHA_TOKEN : '');

if (backends.length > 0)
  describe.each(backends)('forms gRPC service on $name', (backend) => {
    const service = underTest(() => startFormsService(backend));

    itServesServerPlumbing(
      'forms',
      'storefront.forms.v1.FormsService',
      ['ListSubmissions', 'SubmitForm', 'CreateSubmissionKey'],
      () => `127.0.0.1:${service().forms.grpc.port}`,
    );

    const stored = async (formId: string) =>
      (await service().client.call.listSubmissions({ formId, pageSize: 100 })).submissions;

    it('lists the seeded demo forms, each a valid definition', async () => {
      const { forms } = await service().client.call.listForms({});
      expect(forms.map((form) => form.id)).toEqual(demoFormIds);
      for (const form of forms) {
        const definition = parseFormDefinition(JSON.parse(form.definitionJson));
        expect(definition).not.toBeNull();
        expect(form).toMatchObject({ name: definition!.name, kind: definition!.kind });
      }
    });

    it('serves one form with its kind, captcha setting, submission text and redirect', async () => {
      const { form } = await service().client.call.getForm({ formId: 'event-registration' });
      expect(form).toMatchObject({ id: 'event-registration', kind: 'block', captchaRequired: true });
      const definition = JSON.parse(form!.definitionJson);
      expect(definition.successRedirect).toBeUndefined();
      expect(definition.submissionText).toBe('You are registered. See you there!');
      expect(new Set(definition.fields.map((field: { type: string }) => field.type))).toEqual(new Set(fieldTypes));
      const feedback = JSON.parse((await service().client.call.getForm({ formId: 'feedback' })).form!.definitionJson);
      expect(feedback.successRedirect).toBe('/shop');
      const newsletter = JSON.parse(
        (await service().client.call.getForm({ formId: 'newsletter' })).form!.definitionJson,
      );
      expect(newsletter).toMatchObject({ kind: 'newsletter', newsletterListId: 'storefront-news' });
    });

    it('answers NOT_FOUND with the spec message for an unknown form', async () => {
      for (const call of [
        () => service().client.call.getForm({ formId: 'nope' }),
        () => service().client.call.validateForm({ formId: 'nope', answersJson: '{}' }),
        () => service().client.call.createSubmissionKey({ formId: 'nope' }),
        () => submit(service().client, 'nope', {}),
      ]) {
        const error = await failure(call());
        expect(error.code).toBe(status.NOT_FOUND);
        expect(error.details).toBe('This form has not been configured yet.');
      }
    });

    it.each(demoFormIds)('accepts valid answers to %s and keeps them as given', async (formId) => {
      const { submissionId, replayed } = await submit(service().client, formId, validAnswers[formId], {
        captchaToken: captchaFor(formId),
      });
      expect(replayed).toBe(false);
      const [latest] = await stored(formId);
      expect(latest).toMatchObject({ id: submissionId, formId, visitorId: 'visitor-1' });
      expect(JSON.parse(latest!.answersJson)).toEqual(validAnswers[formId]);
    });

    it.each(demoFormIds)('refuses invalid answers to %s per field, storing nothing', async (formId) => {
      const before = (await stored(formId)).length;
      const { answers, errors } = refusedAnswers[formId]!;
      const error = await failure(submit(service().client, formId, answers, { captchaToken: captchaFor(formId) }));
      expect(error.code).toBe(status.INVALID_ARGUMENT);
      expect(error.details).toBe('One or more fields is invalid, please check your entries.');
      expect(trailerFieldErrors(error)).toEqual(errors);
      expect(await stored(formId)).toHaveLength(before);
    });

    it.each(demoFormIds)('validates %s without storing', async (formId) => {
      const before = (await stored(formId)).length;
      const ok = await service().client.call.validateForm({
        formId,
        answersJson: JSON.stringify(validAnswers[formId]),
      });
      expect(ok.fieldErrors).toEqual([]);
      const { answers, errors } = refusedAnswers[formId]!;
      const refused = await service().client.call.validateForm({ formId, answersJson: JSON.stringify(answers) });
      expect(Object.fromEntries(refused.fieldErrors.map((entry) => [entry.fieldId, entry.message]))).toEqual(errors);
      expect(await stored(formId)).toHaveLength(before);
    });

    it('refuses answers to fields the form does not have, and answers of the wrong type', async () => {
      const error = await failure(
        submit(service().client, 'contact', { ...validAnswers.contact, admin: 'yes', message: ['a'] }),
      );
      expect(error.code).toBe(status.INVALID_ARGUMENT);
      expect(trailerFieldErrors(error)).toEqual({
        message: 'This answer is not in the expected format. Please check your entry.',
        admin: 'This field is not part of the form. Please reload the page and try again.',
      });
    });

    it('refuses answers that are not a JSON object with the spec message and no trailer', async () => {
      for (const answersJson of ['', 'not json', '[1]', 'null', '"x"']) {
        const error = await failure(submit(service().client, 'contact', answersJson));
        expect(error.code).toBe(status.INVALID_ARGUMENT);
        expect(error.details).toBe('Could not parse the form fields, please check your entries.');
        expect(trailerFieldErrors(error)).toBeUndefined();
      }
      const huge = await failure(submit(service().client, 'contact', { message: 'x'.repeat(300 * 1024) }));
      expect(huge.code).toBe(status.INVALID_ARGUMENT);
      expect(huge.details).toBe('The form is too large to send. Please shorten your answers.');
    });

    it("signs the newsletter form's address up to its list once", async () => {
      await submit(service().client, 'newsletter', { email: 'Bea@Example.com' });
      await submit(service().client, 'newsletter', { email: 'bea@example.com' });
      const rows = await service()
        .forms.database.db.select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'bea@example.com'));
      expect(rows.map(({ listId, email }) => ({ listId, email }))).toEqual([
        { listId: 'storefront-news', email: 'bea@example.com' },
      ]);
    });

    it('refuses ids no keyboard types without asking the database', async () => {
      // a NUL is refused by the server for every method before the form is looked up: a bad
      // argument, not an internal error
      for (const call of [
        () => service().client.call.getForm({ formId: 'contact\u0000' }),
        () => service().client.call.createSubmissionKey({ formId: 'contact\u0000' }),
        () => submit(service().client, 'contact', validAnswers.contact, { visitorId: 'v\u0000' }),
      ]) {
        const refusal = await failure(call());
        expect([refusal.code, refusal.details]).toEqual([
          status.INVALID_ARGUMENT,
          'Text must not contain NUL characters.',
        ]);
      }
      const oversized = await failure(
        submit(service().client, 'contact', validAnswers.contact, { visitorId: 'v'.repeat(201) }),
      );
      expect([oversized.code, oversized.details]).toEqual([status.INVALID_ARGUMENT, 'The visitor id is not valid.']);
    });

    it('stores markup and script as the text that was typed', async () => {
      const answers = {
        name: '<img src=x onerror=alert(1)>',
        email: 'ann@example.com',
        message: '<script>alert("hi")</script> & </textarea>',
      };
      const { submissionId } = await submit(service().client, 'contact', answers);
      const submission = (await stored('contact')).find((entry) => entry.id === submissionId);
      expect(JSON.parse(submission!.answersJson)).toEqual(answers);
    });

    it('requires the captcha where the form asks for one', async () => {
      const answers = validAnswers['event-registration'];
      const missing = await failure(submit(service().client, 'event-registration', answers));
      expect(missing.code).toBe(status.PERMISSION_DENIED);
      expect(missing.details).toBe('Complete CAPTCHA before submitting.');
      const wrong = await failure(submit(service().client, 'event-registration', answers, { captchaToken: 'guess' }));
      expect(wrong.code).toBe(status.PERMISSION_DENIED);
      expect(wrong.details).toBe('The CAPTCHA was not accepted. Please try it again.');
    });

    it('serves the custom form template for type form and 9 only', async () => {
      for (const type of ['form', '9']) {
        const template = JSON.parse((await service().client.call.getTemplateSchema({ type })).schemaJson);
        expect(template.fieldTypes.map((entry: { type: string }) => entry.type)).toEqual([...fieldTypes]);
        expect(template.fieldTypes.find((entry: { type: string }) => entry.type === 'phone').parts).toEqual([
          'Country',
          'Areacode',
          'Prefix',
          'Line',
        ]);
        expect(template.likertScale[0]).toEqual({ value: '-2', label: 'Strongly Disagree' });
        expect(template.forms.map((form: { id: string }) => form.id)).toEqual(demoFormIds);
      }
      const error = await failure(service().client.call.getTemplateSchema({ type: 'page' }));
      expect(error.code).toBe(status.INVALID_ARGUMENT);
    });
  });
