import type { FieldErrors } from '@storefront/form-rules';

/**
 * Domain errors of the forms service. Each carries the gRPC status name it maps to, so the
 * transport layer can translate any of them in one place without knowing every class.
 */
export type FormsErrorCode = 'NOT_FOUND' | 'INVALID_ARGUMENT' | 'UNAUTHENTICATED' | 'PERMISSION_DENIED' | 'UNAVAILABLE';

export abstract class FormsError extends Error {
  abstract readonly code: FormsErrorCode;
}

/** A form that does not exist. */
export class FormNotFound extends FormsError {
  readonly code = 'NOT_FOUND';
  override readonly name = 'FormNotFound';
}

/** Input the caller must fix. */
export class InvalidArgument extends FormsError {
  readonly code = 'INVALID_ARGUMENT';
  override readonly name = 'InvalidArgument';
}

/** Answers that failed the form's rules: the message for the form, the details per field id. */
export class FieldsRefused extends FormsError {
  readonly code = 'INVALID_ARGUMENT';
  override readonly name = 'FieldsRefused';
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(message);
  }
}

/** A submission key that is unknown, used, expired or made for another form. */
export class KeyRefused extends FormsError {
  readonly code = 'UNAUTHENTICATED';
  override readonly name = 'KeyRefused';
}

/** A captcha that is missing or was not accepted. */
export class CaptchaRefused extends FormsError {
  readonly code = 'PERMISSION_DENIED';
  override readonly name = 'CaptchaRefused';
}

/** The captcha provider did not answer; nothing was stored. */
export class CaptchaUnavailable extends FormsError {
  readonly code = 'UNAVAILABLE';
  override readonly name = 'CaptchaUnavailable';
}
