import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { ZodError } from 'zod';
import { DomainError, FieldsRefusedError } from './domain-errors';
import { fieldErrorsTrailer } from './field-errors';

/** What the server logs about a failure it hides from the caller. */
export const HIDDEN_CAUSE = Symbol('hiddenCause');

export type MappedServiceError = ServiceError & { [HIDDEN_CAUSE]?: unknown };

function serviceError(code: status, details: string): MappedServiceError {
  return Object.assign(new Error(details), { code, details, metadata: new Metadata() });
}

/**
 * The one mapping from thrown errors to gRPC statuses. Domain errors and request validation keep
 * their message (written for the caller; refused fields also their trailer); anything else becomes INTERNAL with a generic message so
 * internals never leak, and the original is kept for the server's log.
 */
export function toServiceError(error: unknown): MappedServiceError {
  if (error instanceof DomainError) {
    const mapped = serviceError(status[error.status], error.message);
    if (error instanceof FieldsRefusedError) mapped.metadata = fieldErrorsTrailer(error.fieldErrors);
    return mapped;
  }
  if (error instanceof ZodError) {
    const details = error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`).join('; ');
    return serviceError(status.INVALID_ARGUMENT, details);
  }
  const hidden = serviceError(status.INTERNAL, 'internal error');
  hidden[HIDDEN_CAUSE] = error;
  return hidden;
}
