import { status } from '@grpc/grpc-js';
import { formErrorKey } from '@storefront/form-rules';
import { fieldErrorsOf } from '@storefront/service-kit';
import { UNAVAILABLE_MESSAGE, upstreamMessage } from './upstream-errors';

/** Spec §8 messages of the form calls. */
export const FORM_MESSAGES = {
  unparsable: 'Could not parse the form fields, please check your entries.',
  notConfigured: 'This form has not been configured yet.',
  keyRefused: 'Unable to submit form. Please try again later.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  failed: 'Unable to send form. Please try again later.',
} as const;

/**
 * What the browser reads from a failed form call (spec §8): `errors` (field id -> message) marks
 * fields, otherwise `error` is shown.
 */
export interface FormFailureBody {
  error?: string;
  errors?: Record<string, string>;
}

export interface FormFailure {
  status: number;
  body: FormFailureBody;
}

/**
 * A failed forms-service call -> the HTTP answer of the form routes, in one place. A refused
 * answer, key or captcha is the visitor's to fix (4xx, with the service's message); a service that
 * is down or slow is a 503; anything else is a 500 whose detail stays in the log.
 */
export function formFailure(error: unknown): FormFailure {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case status.NOT_FOUND:
      return { status: 404, body: { error: FORM_MESSAGES.notConfigured } };
    case status.UNAUTHENTICATED:
      return { status: 401, body: { error: FORM_MESSAGES.keyRefused } };
    case status.PERMISSION_DENIED:
      // The captcha was missing or refused: the visitor completes it again.
      return { status: 400, body: { error: upstreamMessage(error) } };
    case status.INVALID_ARGUMENT:
    case status.OUT_OF_RANGE:
      return { status: 400, body: refusal(error) };
    case status.UNAVAILABLE:
    case status.DEADLINE_EXCEEDED:
    case status.RESOURCE_EXHAUSTED:
    case status.CANCELLED:
      return { status: 503, body: { error: UNAVAILABLE_MESSAGE } };
    default:
      return { status: 500, body: { error: FORM_MESSAGES.failed } };
  }
}

/** A refused submission: its field errors when the service named fields, else its message. */
function refusal(error: unknown): FormFailureBody {
  const fields = fieldErrorsOf(error as { metadata?: unknown } | null);
  return fields ? fieldErrorBody(fields, upstreamMessage(error)) : { error: upstreamMessage(error) };
}

/**
 * Field id -> message as the browser reads it: `errors` marks the fields; the `_form` entry (the
 * answers as a whole) becomes `error`, as does `summary` when given.
 */
export function fieldErrorBody(fields: Record<string, string>, summary?: string): FormFailureBody {
  const { [formErrorKey]: wholeForm, ...errors } = fields;
  const body: FormFailureBody = {};
  if (Object.keys(errors).length > 0) body.errors = errors;
  const error = wholeForm ?? summary;
  if (error !== undefined) body.error = error;
  return body;
}

/** A failure that is not a forms-service status at all (a bug, not an outage), for logging decisions. */
export function isInternal(failure: FormFailure): boolean {
  return failure.status >= 500 && failure.status !== 503;
}
