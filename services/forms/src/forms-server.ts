import path from 'node:path';
import type { Logger, OpenDatabase, RunningGrpcServer, ScheduledJob } from '@storefront/service-kit';
import { loadProtoForReflection, startGrpcServer } from '@storefront/service-kit';
import { chooseCaptchaVerifier } from './captcha/choose-verifier';
import type { FormsConfig } from './config';
import { formsService } from './grpc/forms-service';
import { startKeyCleanup } from './jobs/key-cleanup';
import { startSubmissionJobs, type SubmissionJobs } from './jobs/submission-jobs';
import { openFormsDatabase } from './open-database';
import { seedDemoForms } from './seed/seed';

/** The contract's source for server reflection, shared by src/ and dist/ (both one level down). */
const protoRoot = path.join(__dirname, '..', '..', '..', 'proto');
const formsProtoFile = 'storefront/forms/v1/forms.proto';

export interface RunningForms {
  grpc: RunningGrpcServer;
  database: OpenDatabase<Record<string, never>>;
  /** Stops taking calls, lets running ones, a relay pass and a running job finish, then closes the database. */
  stop(): Promise<void>;
}

/**
 * database -> demo forms -> captcha verifier -> submission jobs -> gRPC server: what main.ts runs
 * and what the tests start, so both exercise the same wiring.
 */
export async function startForms(config: FormsConfig, logger: Logger): Promise<RunningForms> {
  const database = await openFormsDatabase(config, logger);
  let jobs: SubmissionJobs | undefined;
  let keyCleanup: ScheduledJob | undefined;
  try {
    if (config.FORMS_SEED) logger.info(await seedDemoForms(database.db), 'seeded the demo forms');
    const captcha = chooseCaptchaVerifier(config);
    logger.info({ verifier: captcha.name }, 'captcha verifier chosen');
    if (config.REDIS_URL) {
      jobs = startSubmissionJobs({
        db: database.db,
        redisUrl: config.REDIS_URL,
        prefix: config.FORMS_QUEUE_PREFIX,
        relayEveryMs: config.FORMS_RELAY_EVERY_MS,
        logger,
      });
      keyCleanup = startKeyCleanup({
        db: database.db,
        redisUrl: config.REDIS_URL,
        prefix: config.FORMS_QUEUE_PREFIX,
        everySeconds: config.FORMS_KEY_CLEANUP_EVERY_SECONDS,
        logger,
      });
    } else {
      logger.warn('REDIS_URL is not set; submissions are kept and their jobs wait in the outbox, expired keys stay');
    }
    const grpc = await startGrpcServer({
      port: config.GRPC_PORT,
      host: config.GRPC_HOST,
      auth: { secret: config.SERVICE_AUTH_SECRET },
      logger,
      services: [
        formsService({
          db: database.db,
          captcha,
          keyTtlSeconds: config.SUBMISSION_KEY_TTL_SECONDS,
          logger,
          submissionStored: () => jobs?.wake(),
          now: () => new Date(),
        }),
      ],
      reflection: loadProtoForReflection(formsProtoFile, [protoRoot]),
    });
    return {
      grpc,
      database,
      async stop() {
        await grpc.shutdown();
        await keyCleanup?.close();
        await jobs?.close();
        await database.close();
      },
    };
  } catch (error) {
    await keyCleanup?.close();
    await jobs?.close();
    await database.close();
    throw error;
  }
}
