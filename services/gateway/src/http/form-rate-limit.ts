import type { Logger } from '@storefront/service-kit';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { FORM_MESSAGES } from './form-failures';
import { rateLimit } from './rate-limit';

export interface FormRateLimitSettings {
  /** Submissions one visitor may send to one form per window. */
  limit: number;
  windowMs: number;
}

/** The form a submission names; whatever else was sent (nothing, a number) shares one budget. */
function submittedFormId(req: Request): string {
  const formId = (req.body as { formId?: unknown } | undefined)?.formId;
  return typeof formId === 'string' ? formId.slice(0, 200) : '';
}

/**
 * Form submissions per visitor and form, with spec §8's 429 wording. Counted before the
 * submission reaches the forms service, so a flood never costs it a database write.
 */
export function formRateLimit(redis: Redis, settings: FormRateLimitSettings, logger: Logger) {
  return rateLimit(
    redis,
    { name: 'form', ...settings, scope: submittedFormId, refusal: { error: FORM_MESSAGES.rateLimited } },
    logger,
  );
}
