import { notificationsV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import type { AccountLinkKind } from '../mail/copy/mail-copy';

/** Bounds of another service's mail: generous for real use, small enough that no request can flood the outbox. */
export const emailLimits = {
  pathLength: 2048,
  formNameLength: 200,
  answers: 200,
  labelLength: 500,
  answerTextLength: 10_000,
  answersTotalLength: 200_000,
} as const;

const accountLinkKinds: Partial<Record<notificationsV1.AccountLinkEmail_Kind, AccountLinkKind>> = {
  [notificationsV1.AccountLinkEmail_Kind.KIND_INVITATION]: 'invitation',
  [notificationsV1.AccountLinkEmail_Kind.KIND_OWNER_PASSWORD_RESET]: 'ownerPasswordReset',
  [notificationsV1.AccountLinkEmail_Kind.KIND_CUSTOMER_PASSWORD_RESET]: 'customerPasswordReset',
};

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface AccountLinkContent {
  kind: AccountLinkKind;
  /** Path and query on the shop, starting with a single '/'. */
  path: string;
}

/** A link into the shop: a path of its own, never another host ('//evil.example'). */
export function accountLinkContent(email: notificationsV1.AccountLinkEmail): AccountLinkContent {
  const kind = accountLinkKinds[email.kind];
  if (!kind) throw new InvalidArgumentError('account_link.kind is required.');
  const { path } = email;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    throw new InvalidArgumentError('account_link.path must be a path of the shop, starting with "/".');
  if (path.length > emailLimits.pathLength || CONTROL.test(path) || /\s/.test(path))
    throw new InvalidArgumentError('account_link.path is not a valid path.');
  return { kind, path };
}

export interface FormSubmissionContent {
  formName: string;
  answers: { label: string; text: string }[];
  submitted: string;
}

/** A form submission for the owner, bounded in every field. */
export function formSubmissionContent(email: notificationsV1.FormSubmissionEmail): FormSubmissionContent {
  const formName = email.formName.trim();
  if (formName === '' || formName.length > emailLimits.formNameLength)
    throw new InvalidArgumentError(`form_submission.form_name must be 1-${emailLimits.formNameLength} characters.`);
  if (email.answers.length > emailLimits.answers)
    throw new InvalidArgumentError(`form_submission holds more than ${emailLimits.answers} answers.`);
  let total = 0;
  for (const answer of email.answers) {
    if (answer.label.length > emailLimits.labelLength || answer.text.length > emailLimits.answerTextLength)
      throw new InvalidArgumentError('form_submission.answers holds an answer that is too long.');
    total += answer.label.length + answer.text.length;
  }
  if (total > emailLimits.answersTotalLength) throw new InvalidArgumentError('form_submission.answers are too long.');
  if (Number.isNaN(Date.parse(email.submitted)) || !/^\d{4}-\d{2}-\d{2}T/.test(email.submitted))
    throw new InvalidArgumentError('form_submission.submitted must be an RFC 3339 time.');
  return {
    formName,
    answers: email.answers.map(({ label, text }) => ({ label, text })),
    submitted: email.submitted,
  };
}
