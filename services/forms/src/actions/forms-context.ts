import type { Logger } from '@storefront/service-kit';
import type { CaptchaVerifier } from '../captcha/verifier';
import type { FormsDatabase } from '../store/database';

/** What every use case needs; built once by forms-server.ts. */
export interface FormsContext {
  db: FormsDatabase;
  captcha: CaptchaVerifier;
  keyTtlSeconds: number;
  logger: Logger;
  /** Called after a submission was committed, so its job is queued without waiting for the next poll. */
  submissionStored(): void;
  now(): Date;
}
