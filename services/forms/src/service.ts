import path from 'node:path';
import type { ServiceDefinition } from '@storefront/service-kit';
import { chooseCaptchaVerifier } from './captcha/choose-verifier';
import { loadFormsConfig, type FormsConfig } from './config';
import { formsService } from './grpc/forms-service';
import { startKeyCleanup } from './jobs/key-cleanup';
import { startSubmissionJobs } from './jobs/submission-jobs';
import { seedDemoForms } from './seed/seed';

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
    logger.info({ verifier: captcha.name }, 'captcha verifier chosen');
    const { REDIS_URL: redisUrl, FORMS_QUEUE_PREFIX: prefix } = config;
    if (!redisUrl)
      logger.warn('REDIS_URL is not set; submissions are kept and their jobs wait in the outbox, expired keys stay');
    const submissions = redisUrl
      ? startSubmissionJobs({ db, redisUrl, prefix, relayEveryMs: config.FORMS_RELAY_EVERY_MS, logger })
      : undefined;
    const everySeconds = config.FORMS_KEY_CLEANUP_EVERY_SECONDS;
    const keyCleanup = redisUrl ? startKeyCleanup({ db, redisUrl, prefix, everySeconds, logger }) : undefined;
    const keyTtlSeconds = config.SUBMISSION_KEY_TTL_SECONDS;
    const submissionStored = () => submissions?.wake();
    return {
      services: [formsService({ db, captcha, keyTtlSeconds, logger, submissionStored, now: () => new Date() })],
      jobs: [submissions, keyCleanup].filter((job) => job !== undefined),
    };
  },
};
