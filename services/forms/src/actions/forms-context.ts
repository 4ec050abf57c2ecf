import type { Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import type { CaptchaVerifier } from '../captcha/verifier';

/** What every use case needs; built once by service.ts. */
export interface FormsContext {
  db: Database;
  captcha: CaptchaVerifier;
  keyTtlSeconds: number;
  logger: Logger;
  /** Called after a submission was committed, so its job is queued without waiting for the next poll. */
  submissionStored(): void;
  now(): Date;
}
