import { Metadata } from '@grpc/grpc-js';
import { formsV1 } from '@storefront/proto';

/**
 * The trailer that carries, per field id, why answers were refused: one serialized FieldErrors of
 * forms.proto. The forms service sends it for a refused submission and the cart for refused
 * product-form answers; a failed call carries no response message to hold them.
 */
export const FIELD_ERRORS_TRAILER = 'field-errors-bin';

export function fieldErrorList(errors: Record<string, string>): formsV1.FieldError[] {
  return Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }));
}

export function fieldErrorsTrailer(errors: Record<string, string>): Metadata {
  const metadata = new Metadata();
  const encoded = formsV1.FieldErrors.encode({ errors: fieldErrorList(errors) }).finish();
  metadata.set(FIELD_ERRORS_TRAILER, Buffer.from(encoded));
  return metadata;
}

/**
 * Field id -> message from a refused call's error or trailers; undefined when they name no field.
 * A trailer that does not decode names none: the refusal's message still stands.
 */
export function fieldErrorsOf(
  refusal: Metadata | { metadata?: unknown } | null | undefined,
): Record<string, string> | undefined {
  const metadata = refusal instanceof Metadata ? refusal : refusal?.metadata;
  if (!(metadata instanceof Metadata)) return undefined;
  const [value] = metadata.get(FIELD_ERRORS_TRAILER);
  if (!Buffer.isBuffer(value)) return undefined;
  try {
    const { errors } = formsV1.FieldErrors.decode(value);
    return errors.length > 0 ? Object.fromEntries(errors.map(({ fieldId, message }) => [fieldId, message])) : undefined;
  } catch {
    return undefined;
  }
}
