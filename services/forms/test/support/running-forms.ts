import type { ServiceError } from '@grpc/grpc-js';
import { formsV1 } from '@storefront/proto';
import {
  createLogger,
  fieldErrorsOf,
  startService,
  type Logger,
  type RunningService,
  type ServiceClient,
} from '@storefront/service-kit';
import {
  type Backend,
  clientOfTestService,
  serviceBackends,
  TEST_SERVICE_AUTH_SECRET,
} from '@storefront/service-kit/testing';
import { loadFormsConfig } from '../../src/config';
import { forms as formsDefinition } from '../../src/service';

export const backends: Backend[] = serviceBackends({
  prefix: 'forms_test',
  urlVariable: 'FORMS_DATABASE_URL',
  pgliteEnv: { DATA_DIR: 'memory://' },
});

export type FormsClient = ServiceClient<typeof formsV1.FormsServiceService>;

export interface FormsUnderTest {
  forms: RunningService;
  client: FormsClient;
  /** Stops the service but keeps its database, for a restart on the same data. */
  stopService(): Promise<void>;
  stop(): Promise<void>;
}

export const silent = createLogger({ service: 'test', level: 'silent' });

/**
 * The forms service on the given database environment, in this process, without Redis unless
 * given, with the demo forms and checking captchas with the test verifier unless `env` says
 * otherwise; logging to `logger` when given.
 */
export async function startFormsOn(env: NodeJS.ProcessEnv, logger?: Logger): Promise<Omit<FormsUnderTest, 'stop'>> {
  const config = loadFormsConfig({
    GRPC_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_VERIFIER: 'true',
    // the tests submit to the demo forms, which the service writes only when asked
    FORMS_SEED: 'true',
    ...env,
  });
  const forms = await startService(formsDefinition, config, logger ?? silent);
  const client = clientOfTestService(formsV1.FormsServiceClient, formsV1.FormsServiceDefinition, forms);
  return {
    forms,
    client,
    async stopService() {
      client.close();
      await forms.stop();
    },
  };
}

export async function startFormsService(
  backend: Backend,
  env: NodeJS.ProcessEnv = {},
  logger?: Logger,
): Promise<FormsUnderTest> {
  const database = await backend.prepare();
  const running = await startFormsOn({ ...database.env, ...env }, logger);
  return {
    ...running,
    async stop() {
      await running.stopService();
      await database.dispose();
    },
  };
}

/** Field id -> message from the trailer of a refused SubmitForm; undefined when there is none. */
export function trailerFieldErrors(error: ServiceError): Record<string, string> | undefined {
  return fieldErrorsOf(error.metadata);
}

/** A fresh key and a submission with it. */
export async function submit(
  client: FormsClient,
  formId: string,
  answers: unknown,
  extra: Partial<formsV1.SubmitFormRequest> = {},
): Promise<formsV1.SubmitFormResponse> {
  const { key } = await client.call.createSubmissionKey({ formId: '' });
  return client.call.submitForm({
    formId,
    key,
    answersJson: typeof answers === 'string' ? answers : JSON.stringify(answers),
    captchaToken: '',
    visitorId: 'visitor-1',
    ...extra,
  });
}
