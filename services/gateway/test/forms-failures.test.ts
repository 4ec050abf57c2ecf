import { Metadata, status } from '@grpc/grpc-js';
import { formsV1 } from '@storefront/proto';
import { formFailure } from '../src/http/form-failures';

/** A gRPC failure as grpc-js hands it to the gateway. */
function grpcError(code: status, details: string, fieldErrors?: Record<string, string>) {
  const metadata = new Metadata();
  if (fieldErrors) {
    const errors = Object.entries(fieldErrors).map(([fieldId, message]) => ({ fieldId, message }));
    metadata.set('field-errors-bin', Buffer.from(formsV1.FieldErrors.encode({ errors }).finish()));
  }
  return Object.assign(new Error(`${code} ${details}`), { code, details, metadata });
}

describe('form call failures (spec §8)', () => {
  it('maps each forms-service status to the HTTP status and body the forms remote reads', () => {
    expect(formFailure(grpcError(status.NOT_FOUND, 'no form'))).toEqual({
      status: 404,
      body: { error: 'This form has not been configured yet.' },
    });
    expect(formFailure(grpcError(status.UNAUTHENTICATED, 'key used'))).toEqual({
      status: 401,
      body: { error: 'Unable to submit form. Please try again later.' },
    });
    expect(formFailure(grpcError(status.PERMISSION_DENIED, 'Complete CAPTCHA before submitting.'))).toEqual({
      status: 400,
      body: { error: 'Complete CAPTCHA before submitting.' },
    });
    for (const code of [status.UNAVAILABLE, status.DEADLINE_EXCEEDED]) {
      expect(formFailure(grpcError(code, 'down'))).toEqual({
        status: 503,
        body: { error: 'Unable to connect. Please try again' },
      });
    }
    expect(formFailure(new TypeError('bug'))).toEqual({
      status: 500,
      body: { error: 'Unable to send form. Please try again later.' },
    });
  });

  it('turns refused fields into { errors } and a whole-form problem into { error }', () => {
    const refused = grpcError(status.INVALID_ARGUMENT, 'One or more fields is invalid, please check your entries.', {
      email: 'Required',
      _form: 'This field is not part of the form. Please reload the page and try again.',
    });
    expect(formFailure(refused)).toEqual({
      status: 400,
      body: {
        errors: { email: 'Required' },
        error: 'This field is not part of the form. Please reload the page and try again.',
      },
    });
    const unparsable = grpcError(
      status.INVALID_ARGUMENT,
      'Could not parse the form fields, please check your entries.',
    );
    expect(formFailure(unparsable)).toEqual({
      status: 400,
      body: { error: 'Could not parse the form fields, please check your entries.' },
    });
  });
});
