import { describe, expect, it } from '@jest/globals';
import { submissionFailure } from './submission-failure';

describe('submissionFailure', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('maps HTTP %i to its message', (status, message) => {
    expect(submissionFailure(status, { error: 'ignored' })).toEqual({ formError: message, fieldErrors: {} });
  });

  it('marks fields from a 400 with errors', () => {
    expect(submissionFailure(400, { errors: { email: 'Email is invalid.', age: 3 } })).toEqual({
      formError: null,
      fieldErrors: { email: 'Email is invalid.' },
    });
  });

  it('shows data.error otherwise', () => {
    expect(submissionFailure(400, { error: 'Could not parse the form fields, please check your entries.' })).toEqual({
      formError: 'Could not parse the form fields, please check your entries.',
      fieldErrors: {},
    });
    expect(submissionFailure(503, { error: 'Down' }).formError).toBe('Down');
  });

  it('falls back to the unknown error', () => {
    expect(submissionFailure(502, null).formError).toBe('Unknown error, please try again later.');
    expect(submissionFailure(400, { errors: {} }).formError).toBe('Unknown error, please try again later.');
    expect(submissionFailure(418, 'teapot').formError).toBe('Unknown error, please try again later.');
  });
});
