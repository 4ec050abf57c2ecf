import { capturedLogger, failure, noteSkippedBackends } from '@storefront/service-kit/testing';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { status } from '@grpc/grpc-js';
import { recaptchaEnterpriseVerifier } from '../src/captcha/recaptcha-enterprise';
import { recaptchaStandardVerifier } from '../src/captcha/recaptcha-standard';
import { TEST_CAPTCHA_TOKEN } from '../src/captcha/test-verifier';
import { UNCONFIGURED_CAPTCHA_WARNING } from '../src/captcha/unconfigured-verifier';
import { CaptchaProviderDown } from '../src/captcha/verifier';
import { formsMessages } from '../src/domain/messages';
import { validAnswers } from './support/demo-answers';
import { backends, startFormsService, submit, type FormsUnderTest } from './support/running-forms';

jest.setTimeout(60_000);

/** A local stand-in for Google's verification endpoints: answers from a table keyed by token. */
interface FakeGoogle {
  url: string;
  requests: { url: string; contentType: string; body: string }[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

async function fakeGoogle(answer: (body: string) => { status: number; json?: unknown }): Promise<FakeGoogle> {
  const requests: FakeGoogle['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ url: request.url ?? '', contentType: request.headers['content-type'] ?? '', body });
    const { status: code, json } = answer(body);
    response.writeHead(code, { 'content-type': 'application/json' });
    response.end(json === undefined ? 'oops' : JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const siteverifyAnswer = (body: string) => {
  const token = new URLSearchParams(body).get('response');
  if (token === 'good') return { status: 200, json: { success: true, hostname: 'localhost' } };
  if (token === 'good-v3') return { status: 200, json: { success: true, score: 0.9 } };
  if (token === 'bot-v3') return { status: 200, json: { success: true, score: 0.1 } };
  if (token === 'broken') return { status: 503 };
  return { status: 200, json: { success: false, 'error-codes': ['invalid-input-response'] } };
};

describe('reCAPTCHA standard verifier', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await fakeGoogle(siteverifyAnswer);
  });
  afterAll(() => google.close());

  const verifier = () =>
    recaptchaStandardVerifier({
      secret: 's3cret',
      verifyUrl: `${google.url}/siteverify`,
      minScore: 0.5,
      timeoutMs: 2000,
    });

  it('posts the secret and token form-encoded and trusts success', async () => {
    expect(await verifier().verify('good')).toBe(true);
    const last = google.requests.at(-1)!;
    expect(last.url).toBe('/siteverify');
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual({ secret: 's3cret', response: 'good' });
    expect(await verifier().verify('nope')).toBe(false);
  });

  it('refuses a score below the minimum', async () => {
    expect(await verifier().verify('good-v3')).toBe(true);
    expect(await verifier().verify('bot-v3')).toBe(false);
  });

  it('tells an outage apart from a refusal', async () => {
    await expect(verifier().verify('broken')).rejects.toBeInstanceOf(CaptchaProviderDown);
    const nowhere = recaptchaStandardVerifier({
      secret: 's',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      minScore: 0.5,
      timeoutMs: 2000,
    });
    await expect(nowhere.verify('good')).rejects.toBeInstanceOf(CaptchaProviderDown);
  });
});

describe('reCAPTCHA Enterprise verifier', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await fakeGoogle((body) => {
      const { event } = JSON.parse(body) as { event: { token: string } };
      if (event.token === 'good')
        return { status: 200, json: { tokenProperties: { valid: true }, riskAnalysis: { score: 0.9 } } };
      if (event.token === 'bot')
        return { status: 200, json: { tokenProperties: { valid: true }, riskAnalysis: { score: 0.2 } } };
      return { status: 200, json: { tokenProperties: { valid: false, invalidReason: 'MALFORMED' } } };
    });
  });
  afterAll(() => google.close());

  it('creates an assessment for the project and trusts validity and score', async () => {
    const verifier = recaptchaEnterpriseVerifier({
      apiKey: 'api-key',
      project: 'my-shop',
      siteKey: 'site-key',
      assessmentsUrl: `${google.url}/v1/projects/{project}/assessments`,
      minScore: 0.5,
      timeoutMs: 2000,
    });
    expect(await verifier.verify('good')).toBe(true);
    const last = google.requests.at(-1)!;
    expect(last.url).toBe('/v1/projects/my-shop/assessments?key=api-key');
    expect(JSON.parse(last.body)).toEqual({ event: { token: 'good', siteKey: 'site-key' } });
    expect(await verifier.verify('bot')).toBe(false);
    expect(await verifier.verify('forged')).toBe(false);
  });
});

noteSkippedBackends('captcha through the forms service');

if (backends.length > 0)
  describe('the forms service with a reCAPTCHA secret', () => {
    let google: FakeGoogle;
    let service: FormsUnderTest;
    beforeAll(async () => {
      google = await fakeGoogle(siteverifyAnswer);
      service = await startFormsService(backends[0]!, {
        RECAPTCHA_SECRET: 'configured-secret',
        RECAPTCHA_VERIFY_URL: `${google.url}/siteverify`,
        CAPTCHA_TEST_VERIFIER: 'false',
      });
    });
    afterAll(async () => {
      await service?.stop();
      await google?.close();
    });

    const answers = validAnswers['event-registration'];

    it('accepts what Google accepts and no longer the local test token', async () => {
      expect((await submit(service.client, 'event-registration', answers, { captchaToken: 'good' })).replayed).toBe(
        false,
      );
      expect(new URLSearchParams(google.requests.at(-1)!.body).get('secret')).toBe('configured-secret');
      const test = await failure(
        submit(service.client, 'event-registration', answers, { captchaToken: 'storefront-test-captcha-ok' }),
      );
      expect(test.code).toBe(status.PERMISSION_DENIED);
    });

    it('answers UNAVAILABLE when Google cannot be asked, storing nothing', async () => {
      const before = (await service.client.call.listSubmissions({ formId: 'event-registration', pageSize: 100 }))
        .submissions.length;
      const error = await failure(submit(service.client, 'event-registration', answers, { captchaToken: 'broken' }));
      expect(error.code).toBe(status.UNAVAILABLE);
      const after = (await service.client.call.listSubmissions({ formId: 'event-registration', pageSize: 100 }))
        .submissions.length;
      expect(after).toBe(before);
    });

    it('asks nothing for forms without a captcha', async () => {
      const calls = google.requests.length;
      await submit(service.client, 'contact', validAnswers.contact);
      expect(google.requests).toHaveLength(calls);
    });
  });

if (backends.length > 0)
  describe('the forms service without reCAPTCHA and without the test verifier', () => {
    const logs = capturedLogger();
    let service: FormsUnderTest;
    beforeAll(async () => {
      service = await startFormsService(backends[0]!, { CAPTCHA_TEST_VERIFIER: 'false' }, logs.logger);
    });
    afterAll(() => service?.stop());

    const answers = validAnswers['event-registration'];

    it('says once at start which variables to set', () => {
      const warnings = logs.lines.filter((line) => line.msg === UNCONFIGURED_CAPTCHA_WARNING);
      expect(warnings).toHaveLength(1);
      // pino's number for warn
      expect(warnings[0]).toMatchObject({ level: 40, verifier: 'unconfigured' });
      for (const variable of ['RECAPTCHA_SECRET', 'RECAPTCHA_ENTERPRISE_API_KEY', 'CAPTCHA_TEST_VERIFIER=true'])
        expect(UNCONFIGURED_CAPTCHA_WARNING).toContain(variable);
    });

    it('refuses the public test token as a failed captcha, storing nothing', async () => {
      const submission = await failure(
        submit(service.client, 'event-registration', answers, { captchaToken: TEST_CAPTCHA_TOKEN }),
      );
      expect({ code: submission.code, details: submission.details }).toEqual({
        code: status.PERMISSION_DENIED,
        details: formsMessages.captchaFailed,
      });
      // the restock sign-up's check, through VerifyCaptcha, is refused the same way
      const verify = await failure(service.client.call.verifyCaptcha({ captchaToken: TEST_CAPTCHA_TOKEN }));
      expect({ code: verify.code, details: verify.details }).toEqual({
        code: status.PERMISSION_DENIED,
        details: formsMessages.captchaFailed,
      });
      const stored = await service.client.call.listSubmissions({ formId: 'event-registration', pageSize: 100 });
      expect(stored.submissions).toHaveLength(0);
    });

    it('still takes forms without a captcha', async () => {
      expect((await submit(service.client, 'contact', validAnswers.contact)).replayed).toBe(false);
    });
  });

if (backends.length > 0)
  describe('the forms service with CAPTCHA_TEST_VERIFIER=true', () => {
    const logs = capturedLogger();
    let service: FormsUnderTest;
    beforeAll(async () => {
      service = await startFormsService(backends[0]!, { CAPTCHA_TEST_VERIFIER: 'true' }, logs.logger);
    });
    afterAll(() => service?.stop());

    it('accepts the public test token and only it, without the warning', async () => {
      const answers = validAnswers['event-registration'];
      const accepted = await submit(service.client, 'event-registration', answers, {
        captchaToken: TEST_CAPTCHA_TOKEN,
      });
      expect(accepted.replayed).toBe(false);
      await expect(service.client.call.verifyCaptcha({ captchaToken: TEST_CAPTCHA_TOKEN })).resolves.toBeDefined();
      expect((await failure(service.client.call.verifyCaptcha({ captchaToken: 'forged' }))).code).toBe(
        status.PERMISSION_DENIED,
      );
      expect(logs.lines.find((line) => line.msg === 'captcha verifier chosen')).toMatchObject({ verifier: 'test' });
      expect(logs.lines.some((line) => line.msg === UNCONFIGURED_CAPTCHA_WARNING)).toBe(false);
    });
  });
