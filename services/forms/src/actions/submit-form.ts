import { hasUnstorableCharacters } from '@storefront/form-rules';
import { InvalidArgumentError, UnauthenticatedError } from '@storefront/service-kit/errors';
import { acceptedAnswers } from '../domain/judge-answers';
import { formsMessages } from '../domain/messages';
import { newsletterSignUp } from '../domain/newsletter-sign-up';
import { hashSubmissionKey, keyProblem, type KeyRecord } from '../domain/submission-key';
import { addSubscriber } from '../store/newsletter-subscribers';
import { insertOutboxRow } from '../store/outbox';
import { findKey, lockKey, spendKey } from '../store/submission-keys';
import { findSubmission, insertSubmission } from '../store/submissions';
import { checkCaptcha } from './check-captcha';
import type { FormsContext } from './forms-context';
import { readForm } from './read-forms';

export interface SubmitRequest {
  formId: string;
  key: string;
  answersJson: string;
  captchaToken: string;
  visitorId: string;
}

export interface SubmitOutcome {
  submissionId: string;
  /** An earlier call with this key already stored it. */
  replayed: boolean;
}

const maxVisitorIdLength = 200;

/** The submission a spent key stored for this form, if it did: the answer to a retried call. */
async function earlierSubmission(context: FormsContext, key: KeyRecord | null, formId: string) {
  if (!key?.submissionId) return null;
  const stored = await findSubmission(context.db, key.submissionId);
  return stored?.formId === formId ? stored.id : null;
}

/**
 * Stores one visitor's answers. Everything that can refuse them is checked first, without a lock;
 * then one transaction locks the key, checks it again, and writes the submission, its outbox row,
 * a newsletter sign-up and the spent key together: either all are kept or none is.
 */
export async function submitForm(context: FormsContext, request: SubmitRequest): Promise<SubmitOutcome> {
  const form = await readForm(context, request.formId);
  if (request.visitorId.length > maxVisitorIdLength || hasUnstorableCharacters(request.visitorId)) {
    throw new InvalidArgumentError(formsMessages.visitorIdInvalid);
  }
  const keyHash = hashSubmissionKey(request.key);
  const key = request.key === '' ? null : await findKey(context.db, keyHash);

  // a retry after a lost answer: same answer, and no second captcha check (its token is spent too)
  const earlier = await earlierSubmission(context, key, form.id);
  if (earlier) return { submissionId: earlier, replayed: true };
  if (keyProblem(key, form.id, context.now())) throw new UnauthenticatedError(formsMessages.keyRefused);
  if (form.captchaRequired) await checkCaptcha(context, request.captchaToken);
  const answers = acceptedAnswers(form, request.answersJson);
  const signUp = newsletterSignUp(form, answers);

  const outcome = await context.db.transaction(async (tx) => {
    const locked = await lockKey(tx, keyHash);
    if (locked?.submissionId) {
      // a concurrent call with the same key won the lock and stored it
      const stored = await findSubmission(tx, locked.submissionId);
      if (stored?.formId === form.id) return { submissionId: stored.id, replayed: true };
      throw new UnauthenticatedError(formsMessages.keyRefused);
    }
    if (keyProblem(locked, form.id, context.now())) throw new UnauthenticatedError(formsMessages.keyRefused);
    const submission = await insertSubmission(tx, { formId: form.id, answers, visitorId: request.visitorId });
    await insertOutboxRow(tx, submission.id);
    if (signUp) await addSubscriber(tx, signUp, submission.id);
    await spendKey(tx, keyHash, submission.id, context.now());
    return { submissionId: submission.id, replayed: false };
  });
  if (!outcome.replayed) context.submissionStored();
  return outcome;
}
