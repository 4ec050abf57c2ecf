import { randomBytes } from 'node:crypto';
import type { ServiceError } from '@grpc/grpc-js';
import { formsV1 } from '@storefront/proto';
import {
  createClient,
  createLogger,
  fieldErrorsOf,
  type RunningService,
  type ServiceClient,
  startService,
} from '@storefront/service-kit';
import { TEST_SERVICE_AUTH_SECRET, testServiceAuth } from '@storefront/service-kit/testing';
import { Pool } from 'pg';
import { loadFormsConfig } from '../../src/config';
import { forms as formsDefinition } from '../../src/service';

const VM_MODULES_FLAG = '--experimental-vm-modules';
/** PGlite (the embedded database) loads only when node runs with this flag. */
export const pgliteRuns = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].includes(
  VM_MODULES_FLAG,
);
const databaseUrl = process.env.DATABASE_URL;

export interface Backend {
  name: string;
  /** Environment for the forms database, and how to throw it away afterwards. */
  prepare(): Promise<{ env: NodeJS.ProcessEnv; dispose(): Promise<void> }>;
}

/** A database created for this run on the server DATABASE_URL names, dropped afterwards. */
async function throwawayPostgres(url: string) {
  const name = `forms_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { FORMS_DATABASE_URL: target.toString() },
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const backends: Backend[] = [
  ...(pgliteRuns
    ? [{ name: 'PGlite', prepare: async () => ({ env: { DATA_DIR: 'memory://' }, dispose: async () => undefined }) }]
    : []),
  ...(databaseUrl ? [{ name: 'PostgreSQL', prepare: () => throwawayPostgres(databaseUrl) }] : []),
];

/** Titles for the runs left out, so their absence shows in the test output. */
export function noteSkippedBackends(subject: string): void {
  if (!pgliteRuns) it.skip(`${subject} on PGlite (skipped: run node with ${VM_MODULES_FLAG})`, () => undefined);
  if (!databaseUrl) it.skip(`${subject} on PostgreSQL (skipped: DATABASE_URL is not set)`, () => undefined);
}

export type FormsClient = ServiceClient<typeof formsV1.FormsServiceService>;

export interface FormsUnderTest {
  forms: RunningService;
  client: FormsClient;
  /** Stops the service but keeps its database, for a restart on the same data. */
  stopService(): Promise<void>;
  stop(): Promise<void>;
}

export const silent = createLogger({ service: 'test', level: 'silent' });

/** The forms service on the given database environment, in this process, without Redis unless given. */
export async function startFormsOn(env: NodeJS.ProcessEnv): Promise<Omit<FormsUnderTest, 'stop'>> {
  const forms = await startService(
    formsDefinition,
    loadFormsConfig({
      GRPC_PORT: '0',
      GRPC_HOST: '127.0.0.1',
      SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      ...env,
    }),
    silent,
  );
  const client = createClient(formsV1.FormsServiceClient, `127.0.0.1:${forms.grpc.port}`, {
    deadlineMs: 30_000,
    contract: formsV1.FormsServiceDefinition,
    auth: testServiceAuth('gateway'),
  });
  return {
    forms,
    client,
    async stopService() {
      client.close();
      await forms.stop();
    },
  };
}

export async function startFormsService(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<FormsUnderTest> {
  const database = await backend.prepare();
  const running = await startFormsOn({ ...database.env, ...env });
  return {
    ...running,
    async stop() {
      await running.stopService();
      await database.dispose();
    },
  };
}

/** The error a call failed with (the test fails if it succeeded). */
export function failure(promise: Promise<unknown>): Promise<ServiceError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ServiceError) => error,
  );
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
