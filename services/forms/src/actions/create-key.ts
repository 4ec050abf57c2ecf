import { hashSubmissionKey, keyExpiry, newSubmissionKey } from '../domain/submission-key';
import { insertKey } from '../store/submission-keys';
import type { FormsContext } from './forms-context';
import { readForm } from './read-forms';

export interface IssuedKey {
  key: string;
  expiresAt: Date;
}

/** A single-use key for one submission; bound to the form when one is named. */
export async function createSubmissionKey(context: FormsContext, formId: string): Promise<IssuedKey> {
  if (formId !== '') await readForm(context, formId);
  const key = newSubmissionKey();
  const expiresAt = keyExpiry(context.now(), context.keyTtlSeconds);
  await insertKey(context.db, { keyHash: hashSubmissionKey(key), formId: formId === '' ? null : formId, expiresAt });
  return { key, expiresAt };
}
