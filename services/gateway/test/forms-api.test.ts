import { formsV1 } from '@storefront/proto';
import { createClient } from '@storefront/service-kit';
import { testServiceAuth } from '@storefront/service-kit/testing';
import { CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import { startGatewayOver } from './support/running-shop';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const TEST_CAPTCHA_TOKEN = 'storefront-test-captcha-ok';

const goodContact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Is the linen shirt lined?' };

interface FormBody {
  success?: boolean;
  key?: string;
  error?: string;
  errors?: Record<string, string>;
}

describeWhenPGliteRuns('forms API', 'form REST API against real catalog, cart and forms services', () => {
  // Generous here, so each test sees the service's answers; the limit has its own gateway below.
  const shop = shopForTests({ FORM_RATE_LIMIT: '100000', FORMS_CACHE_MS: '0' });
  let url: string;

  beforeAll(async () => {
    url = shop().gateway.url;
  });

  const visitor = () => new Visitor(url).arrive('/');
  const json = async (response: Response) => (await response.json()) as FormBody;
  const keyFor = async (me: Visitor) => {
    const response = await me.call('POST', KEY);
    expect(response.status).toBe(200);
    const { key } = await json(response);
    expect(key).toEqual(expect.stringMatching(/\S/));
    return key!;
  };
  const submissionsOf = async (formId: string) => {
    const client = createClient(formsV1.FormsServiceClient, `127.0.0.1:${shop().formsPort}`, {
      deadlineMs: 5_000,
      contract: formsV1.FormsServiceDefinition,
      auth: testServiceAuth(),
    });
    try {
      return (await client.call.listSubmissions({ formId, pageSize: 100 })).submissions;
    } finally {
      client.close();
    }
  };

  it('hands out a key and accepts a valid submission with it, once', async () => {
    const me = await visitor();
    const key = await keyFor(me);
    const saved = await me.call('POST', SAVE, { formId: 'contact', form: JSON.stringify(goodContact), key });
    expect(saved.status).toBe(200);
    await expect(json(saved)).resolves.toEqual({ success: true });
    const stored = (await submissionsOf('contact')).map((submission) => JSON.parse(submission.answersJson));
    expect(stored).toContainEqual(goodContact);

    // The key is single-use: the form's 401 (spec §8 shows 'Unable to submit form. Please try again later.').
    const again = await me.call('POST', SAVE, {
      formId: 'feedback',
      form: JSON.stringify({ comments: 'Second try' }),
      key,
    });
    expect(again.status).toBe(401);
    await expect(json(again)).resolves.toEqual({ error: 'Unable to submit form. Please try again later.' });
  });

  it('answers refused fields as { errors } keyed by field id, with the spec messages', async () => {
    const me = await visitor();
    const key = await keyFor(me);
    const response = await me.call('POST', SAVE, {
      formId: 'contact',
      form: JSON.stringify({ name: '', email: 'not-an-email', message: 'x'.repeat(501) }),
      key,
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.errors).toEqual({
      name: 'Required',
      email: 'Email is not valid. Email addresses should follow the format user-at-domain.',
      message: 'You have exceeded the character limit.',
    });

    // Refused answers leave the key usable.
    const fixed = await me.call('POST', SAVE, { formId: 'contact', form: JSON.stringify(goodContact), key });
    expect(fixed.status).toBe(200);
  });

  it('asks for the captcha a form requires, and takes the documented test token', async () => {
    const me = await visitor();
    const answers = {
      attendee: ['Grace', 'Hopper'],
      email: 'grace@example.com',
      ticket: 'Workshop Pass',
      session: 'Morning',
      'arrival-date': ['5', '14', '2027'],
      experience: { 'I have made something by hand before': '2', 'I would like to sell what I make': '-1' },
    };
    const key = await keyFor(me);
    const missing = await me.call('POST', SAVE, { formId: 'event-registration', form: JSON.stringify(answers), key });
    expect(missing.status).toBe(400);
    await expect(json(missing)).resolves.toEqual({ error: 'Complete CAPTCHA before submitting.' });

    const wrong = await me.call('POST', SAVE, {
      formId: 'event-registration',
      form: JSON.stringify(answers),
      key,
      captchaKey: 'a-guess',
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toEqual(expect.stringMatching(/\S/));

    const passed = await me.call('POST', SAVE, {
      formId: 'event-registration',
      form: JSON.stringify(answers),
      key,
      captchaKey: TEST_CAPTCHA_TOKEN,
    });
    expect(passed.status).toBe(200);
    await expect(json(passed)).resolves.toEqual({ success: true });
  });

  it('answers 404 for a form that does not exist', async () => {
    const me = await visitor();
    const key = await keyFor(me);
    const response = await me.call('POST', SAVE, { formId: 'no-such-form', form: '{}', key });
    expect(response.status).toBe(404);
    await expect(json(response)).resolves.toEqual({ error: 'This form has not been configured yet.' });

    const validated = await me.call('POST', '/api/rest/forms/validate/no-such-form', {});
    expect(validated.status).toBe(404);
  });

  it('answers a body it cannot read with the spec message, never a 5xx', async () => {
    const me = await visitor();
    const crumb = decodeURIComponent(me.cookies.get('crumb')!);
    const raw = (body: string, type = 'application/json') =>
      me.fetch(SAVE, { method: 'POST', headers: { 'content-type': type, 'x-csrf-token': crumb }, body });
    for (const response of [
      await raw('{"formId": "contact", "form": '),
      await raw('formId=contact', 'application/x-www-form-urlencoded'),
      await raw('[1, 2, 3]'),
      await me.call('POST', SAVE, { formId: 42, form: {}, key: 'k' }),
      await me.call('POST', SAVE, { formId: 'contact', form: 7, key: 'k' }),
    ]) {
      expect(response.status).toBe(400);
      await expect(json(response)).resolves.toEqual({
        error: 'Could not parse the form fields, please check your entries.',
      });
    }
    const notJson = await me.call('POST', SAVE, { formId: 'contact', form: '{not json', key: await keyFor(me) });
    expect(notJson.status).toBe(400);
    await expect(json(notJson)).resolves.toEqual({
      error: 'Could not parse the form fields, please check your entries.',
    });
  });

  it('refuses every mutating form call without the crumb', async () => {
    const me = await visitor();
    for (const path of [KEY, SAVE, '/api/rest/forms/validate/contact']) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formId: 'contact', form: '{}', key: 'k' }),
      });
      expect(response.status).toBe(403);
      await expect(response.json()).resolves.toMatchObject({ message: CRUMB_MISSING_MESSAGE });
    }
    // With the cookie but a header that does not repeat it: refused as well.
    const forged = await me.call('POST', KEY, undefined, 'forged.crumb');
    expect(forged.status).toBe(403);
  });

  it('validates answers without storing them', async () => {
    const me = await visitor();
    const before = (await submissionsOf('feedback')).length;
    const bad = await me.call('POST', '/api/rest/forms/validate/feedback', { comments: '', email: 'nope' });
    expect(bad.status).toBe(400);
    await expect(json(bad)).resolves.toEqual({
      errors: {
        comments: 'Required',
        email: 'Email is not valid. Email addresses should follow the format user-at-domain.',
      },
    });
    const good = await me.call('POST', '/api/rest/forms/validate/feedback', { comments: 'Lovely shop' });
    expect(good.status).toBe(200);
    await expect(good.json()).resolves.toEqual({});
    expect(await submissionsOf('feedback')).toHaveLength(before);
  });

  it('serves the form template schema for type form and its numeric variant 9', async () => {
    for (const type of ['form', '9']) {
      const response = await fetch(`${url}/api/template/GetTemplateSchema?type=${type}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { forms: { id: string }[]; fieldTypes: unknown[] } };
      expect(data.forms.map((form) => form.id)).toEqual(expect.arrayContaining(['contact', 'newsletter']));
      expect(data.fieldTypes.length).toBeGreaterThan(0);
    }
    const other = await fetch(`${url}/api/template/GetTemplateSchema?type=gallery`);
    expect(other.status).toBe(400);
    const none = await fetch(`${url}/api/template/GetTemplateSchema`);
    expect(none.status).toBe(400);
  });

  it('cuts a burst of 100 submissions in one second off after the configured limit, with 429 and Retry-After', async () => {
    const limited = await startGatewayOver(shop(), {
      FORM_RATE_LIMIT: '5',
      FORM_RATE_WINDOW_MS: '60000',
    });
    try {
      const me = await new Visitor(limited.gateway.url).arrive('/');
      // Keys have a budget of their own; they come from the unlimited gateway, so only submissions count here.
      const keyGiver = await new Visitor(url).arrive('/');
      const keys = await Promise.all(Array.from({ length: 100 }, () => keyFor(keyGiver)));
      // All 100 leave at once, inside one window of the limiter.
      const responses = await Promise.all(
        keys.map((key, index) =>
          me.call('POST', SAVE, {
            formId: 'contact',
            // Every other one is refused by the rules: a refused submission still counts.
            form: JSON.stringify(index % 2 ? goodContact : { ...goodContact, email: 'nope' }),
            key,
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 429)).toHaveLength(95);
      expect(statuses.filter((status) => status === 200 || status === 400)).toHaveLength(5);
      const refused = responses.find((response) => response.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      await expect(json(refused)).resolves.toEqual({
        error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      });

      // The budget is per form: the same visitor can still sign up for the newsletter.
      const newsletter = await me.call('POST', SAVE, {
        formId: 'newsletter',
        form: JSON.stringify({ email: 'ada@example.com' }),
        key: await keyFor(keyGiver),
      });
      expect(newsletter.status).toBe(200);
      // And per visitor: someone else can still write.
      const other = await new Visitor(limited.gateway.url).arrive('/');
      const theirs = await other.call('POST', SAVE, {
        formId: 'contact',
        form: JSON.stringify(goodContact),
        key: await keyFor(keyGiver),
      });
      expect(theirs.status).toBe(200);
    } finally {
      await limited.gateway.stop();
    }
  });
});
