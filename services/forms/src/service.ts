import path from 'node:path';
import type { Logger, ServiceDefinition } from '@storefront/service-kit';
import { chooseCaptchaVerifier } from './captcha/choose-verifier';
import { UNCONFIGURED_CAPTCHA_WARNING, UNCONFIGURED_VERIFIER_NAME } from './captcha/unconfigured-verifier';
import { loadFormsConfig, type FormsConfig } from './config';
import { formsService } from './grpc/forms-service';
import { startKeyCleanup } from './jobs/key-cleanup';
import { connectNotifications, type SubmissionMail } from './jobs/submission-notice';
import { startSubmissionJobs } from './jobs/submission-jobs';
import { seedDemoForms } from './seed/seed';

/**
 * Where submissions are e-mailed, said once at start: to FORMS_NOTIFY_EMAIL through the
 * notifications service, or nowhere (the address itself is never logged).
 */
function submissionMail(config: FormsConfig, logger: Logger): SubmissionMail | undefined {
  if (!config.FORMS_NOTIFY_EMAIL) {
    logger.info('FORMS_NOTIFY_EMAIL is not set; submissions are kept and none is e-mailed');
    return undefined;
  }
  logger.info({ notifications: config.NOTIFICATIONS_ADDR }, 'submissions are e-mailed to FORMS_NOTIFY_EMAIL');
  const notifications = connectNotifications({
    address: config.NOTIFICATIONS_ADDR,
    deadlineMs: config.NOTIFICATIONS_DEADLINE_MS,
    auth: { secret: config.SERVICE_AUTH_SECRET, caller: 'forms' },
    logger,
  });
  return { to: config.FORMS_NOTIFY_EMAIL, notifications };
}

/** The forms service as service-kit starts it: demo forms, a captcha verifier, submission jobs and key cleanup. */
export const forms: ServiceDefinition<FormsConfig> = {
  name: 'forms',
  loadConfig: loadFormsConfig,
  contract: 'storefront/forms/v1/forms.proto',
  // the same folder serves src/ and dist/
  migrations: path.join(__dirname, '..', 'migrations'),
  // One DATABASE_URL may serve every service; each keeps its own migration history.
  migrationsTable: '__drizzle_migrations_forms',
  async wire({ config, logger, db }) {
    if (config.FORMS_SEED) logger.info(await seedDemoForms(db), 'seeded the demo forms');
    const captcha = chooseCaptchaVerifier(config);
    if (captcha.name === UNCONFIGURED_VERIFIER_NAME)
      logger.warn({ verifier: captcha.name }, UNCONFIGURED_CAPTCHA_WARNING);
    else logger.info({ verifier: captcha.name }, 'captcha verifier chosen');
    const { REDIS_URL: redisUrl, FORMS_QUEUE_PREFIX: prefix } = config;
    if (!redisUrl)
      logger.warn('REDIS_URL is not set; submissions are kept and their jobs wait in the outbox, expired keys stay');
    const mail = submissionMail(config, logger);
    const submissions = redisUrl
      ? startSubmissionJobs({ db, redisUrl, prefix, relayEveryMs: config.FORMS_RELAY_EVERY_MS, logger, mail })
      : undefined;
    const everySeconds = config.FORMS_KEY_CLEANUP_EVERY_SECONDS;
    const keyCleanup = redisUrl ? startKeyCleanup({ db, redisUrl, prefix, everySeconds, logger }) : undefined;
    const keyTtlSeconds = config.SUBMISSION_KEY_TTL_SECONDS;
    const submissionStored = () => submissions?.wake();
    return {
      redisUrl,
      services: [formsService({ db, captcha, keyTtlSeconds, logger, submissionStored, now: () => new Date() })],
      jobs: [submissions, keyCleanup].filter((job) => job !== undefined),
      close: () => mail?.notifications.close(),
    };
  },
};
