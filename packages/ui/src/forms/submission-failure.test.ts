import { describe, expect, it } from '@jest/globals';
import { placeFieldErrors, submissionFailure } from './submission-failure';

describe('submissionFailure', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('maps HTTP %i to its message', (status, message) => {
    expect(submissionFailure(status, { error: 'ignored' })).toEqual({
      formError: message,
      fieldErrors: {},
      captchaFailed: false,
    });
  });

  it('marks fields from a 400 with errors', () => {
    expect(submissionFailure(400, { errors: { email: 'Email is invalid.', age: 3 } })).toEqual({
      formError: null,
      fieldErrors: { email: 'Email is invalid.' },
      captchaFailed: false,
    });
  });

  it('shows data.error otherwise', () => {
    expect(submissionFailure(400, { error: 'Could not parse the form fields, please check your entries.' })).toEqual({
      formError: 'Could not parse the form fields, please check your entries.',
      fieldErrors: {},
      captchaFailed: false,
    });
    expect(submissionFailure(503, { error: 'Down' }).formError).toBe('Down');
  });

  it('falls back to the unknown error', () => {
    expect(submissionFailure(502, null).formError).toBe('Unknown error, please try again later.');
    expect(submissionFailure(0, null).formError).toBe('Unknown error, please try again later.');
    expect(submissionFailure(400, { errors: {} }).formError).toBe('Unknown error, please try again later.');
    expect(submissionFailure(418, 'teapot').formError).toBe('Unknown error, please try again later.');
  });

  it('recognises a refused captcha so the widget can be reset', () => {
    expect(submissionFailure(403, { error: 'Complete CAPTCHA before submitting.' })).toEqual({
      formError: 'Complete CAPTCHA before submitting.',
      fieldErrors: {},
      captchaFailed: true,
    });
    expect(submissionFailure(403, null).captchaFailed).toBe(true);
    expect(submissionFailure(400, { errors: { captcha: 'Complete CAPTCHA before submitting.' } }).captchaFailed).toBe(
      true,
    );
    // the crumb check also answers 403, about the session: not a captcha problem
    expect(
      submissionFailure(403, { error: 'Your session has expired. Please reload the page and try again.' })
        .captchaFailed,
    ).toBe(false);
  });
});

describe('placeFieldErrors', () => {
  it('keeps errors of shown fields with them and lists the rest once for the form', () => {
    expect(
      placeFieldErrors(
        { name: 'Required', secret: 'Nope', _form: 'Nope', captcha: 'Complete CAPTCHA before submitting.' },
        new Set(['name']),
      ),
    ).toEqual({ byField: { name: 'Required' }, elsewhere: ['Nope', 'Complete CAPTCHA before submitting.'] });
  });
});
