import type { Logger } from '@storefront/service-kit';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { FORM_MESSAGES } from './form-failures';
import { rateLimit } from './rate-limit';

export interface FormRateLimitSettings {
  /** Submissions one visitor may send to one form per window. */
  limit: number;
  /** Submissions one client address may send to one form per window, all its visitors together. */
  addressLimit: number;
  windowMs: number;
}

/** The form a submission names; whatever else was sent (nothing, a number) shares one budget. */
function submittedFormId(req: Request): string {
  const formId = (req.body as { formId?: unknown } | undefined)?.formId;
  return typeof formId === 'string' ? formId.slice(0, 200) : '';
}

const refusal = { error: FORM_MESSAGES.rateLimited };

/**
 * Form submissions per visitor and form, with spec §8's 429 wording. Counted before the
 * submission reaches the forms service, so a flood never costs it a database write.
 */
export function formRateLimit(redis: Redis, settings: FormRateLimitSettings, logger: Logger) {
  return rateLimit(redis, { name: 'form', ...settings, scope: submittedFormId, refusal }, logger);
}

/** A visitor asks for a key before each submission, to any form, and again after a refused one. */
const KEYS_PER_SUBMISSION = 2;

/**
 * Submission keys, across forms: every key is a row in the forms service, so they are limited
 * like the submissions they are for, with room for a second try.
 */
export function submissionKeyRateLimit(redis: Redis, settings: FormRateLimitSettings, logger: Logger) {
  const limit = settings.limit * KEYS_PER_SUBMISSION;
  const addressLimit = settings.addressLimit * KEYS_PER_SUBMISSION;
  return rateLimit(redis, { name: 'form-key', ...settings, limit, addressLimit, refusal }, logger);
}
