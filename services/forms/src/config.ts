import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';
import { refuseTestVerifierWhereItMustNotRun } from './captcha/test-verifier-guard';

const seconds = z.coerce.number().int();

/** The forms service's whole environment: the variables every service reads plus its own. */
export const formsConfigSchema = z
  .object({
    ...commonConfig('forms', { grpcPort: 50053 }),
    /** Named again so its type is known: the common shape builds the name at run time. Wins over DATABASE_URL. */
    FORMS_DATABASE_URL: z.url().optional(),
    /** Without Redis submissions are still accepted and kept; their jobs are queued once Redis is configured. */
    REDIS_URL: z.url().optional(),
    /** Redis key prefix of the submission queue; separates environments sharing one Redis. */
    FORMS_QUEUE_PREFIX: z.string().min(1).default('storefront'),
    /** How often the outbox relay looks for submissions whose job is not queued yet. */
    FORMS_RELAY_EVERY_MS: z.coerce.number().int().min(10).default(1000),
    /** A submission key is good for this long (spec: keys expire; one hour). */
    SUBMISSION_KEY_TTL_SECONDS: seconds.min(1).default(3600),
    /** How often expired submission keys are deleted (needs REDIS_URL, like every scheduled job). */
    FORMS_KEY_CLEANUP_EVERY_SECONDS: seconds.min(1).default(600),
    /**
     * reCAPTCHA (standard): the site's secret. Without it (and without enterprise) captchas are
     * checked by the test verifier when CAPTCHA_TEST_VERIFIER is true, else every one is refused.
     */
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    /** reCAPTCHA Enterprise: API key, Google Cloud project and the site key the tokens were made for. */
    RECAPTCHA_ENTERPRISE_API_KEY: z.string().min(1).optional(),
    RECAPTCHA_ENTERPRISE_PROJECT: z.string().min(1).optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    /** `{project}` is replaced by RECAPTCHA_ENTERPRISE_PROJECT. */
    RECAPTCHA_ENTERPRISE_URL: z
      .string()
      .min(1)
      .default('https://recaptchaenterprise.googleapis.com/v1/projects/{project}/assessments'),
    /** Score-based (v3 / enterprise) answers below this are refused. */
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    CAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
    /**
     * Development and tests only: accept the public token `storefront-test-captcha-ok` instead of
     * asking reCAPTCHA. Refused at start next to a reCAPTCHA secret or key and in production.
     */
    CAPTCHA_TEST_VERIFIER: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** `production` forbids CAPTCHA_TEST_VERIFIER. */
    NODE_ENV: z.string().optional(),
    /** The notifications service, which e-mails each submission to FORMS_NOTIFY_EMAIL. */
    NOTIFICATIONS_ADDR: z.string().min(1).default('127.0.0.1:50054'),
    /** Time budget of one call to the notifications service; a call past it fails and the job is retried. */
    NOTIFICATIONS_DEADLINE_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
    /**
     * Where each accepted submission is e-mailed (the site owner's address). Unset: submissions are
     * kept and marked handled, and none is e-mailed.
     */
    FORMS_NOTIFY_EMAIL: z.email().max(320).optional(),
    /**
     * Writes the demo forms on start when they are missing. Off unless asked for (npm start asks), so
     * a deployment starts with no forms.
     */
    FORMS_SEED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine(refuseTestVerifierWhereItMustNotRun);

export type FormsConfig = z.infer<typeof formsConfigSchema>;

export function loadFormsConfig(env: NodeJS.ProcessEnv = process.env): FormsConfig {
  return loadConfig(formsConfigSchema, env);
}
