import type { FormDefinition } from '@storefront/form-rules';
import { FieldsRefusedError, InvalidArgumentError } from '@storefront/service-kit/errors';
import { maxAnswersJsonLength } from './answers-json';
import { acceptedAnswers, answerErrors } from './judge-answers';

const form: FormDefinition = {
  id: 'contact',
  name: 'Contact',
  kind: 'block',
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'message', type: 'textarea', title: 'Message', required: false, maxLength: 5 },
  ],
  submitButtonText: 'Send',
  submissionText: 'Thanks',
  captchaRequired: false,
};

describe('acceptedAnswers', () => {
  it('returns answers the form rules accept, unchanged', () => {
    expect(acceptedAnswers(form, '{"email":"a@b.co","message":"<b>"}')).toEqual({ email: 'a@b.co', message: '<b>' });
  });

  it('refuses failing fields with their messages', () => {
    const refusal = (() => {
      try {
        acceptedAnswers(form, '{"email":"","message":"toolong"}');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(FieldsRefusedError);
    expect((refusal as FieldsRefusedError).message).toBe('One or more fields is invalid, please check your entries.');
    expect((refusal as FieldsRefusedError).fieldErrors).toEqual({
      email: 'Required',
      message: 'You have exceeded the character limit.',
    });
  });

  it.each(['', '{', '[]', '1', 'null'])('refuses %p as unparsable', (json) => {
    expect(() => acceptedAnswers(form, json)).toThrow(
      new InvalidArgumentError('Could not parse the form fields, please check your entries.'),
    );
  });

  it('refuses JSON over the size limit before parsing it', () => {
    const json = JSON.stringify({ message: 'x'.repeat(maxAnswersJsonLength) });
    expect(() => acceptedAnswers(form, json)).toThrow('The form is too large to send. Please shorten your answers.');
  });
});

describe('answerErrors', () => {
  it('reports field errors, or one form-level error for JSON that is no object', () => {
    expect(answerErrors(form, '{"email":"a@b.co"}')).toEqual({});
    expect(answerErrors(form, '{"email":"x"}')).toEqual({
      email: 'Email is not valid. Email addresses should follow the format user-at-domain.',
    });
    expect(answerErrors(form, 'nope')).toEqual({
      _form: 'Could not parse the form fields, please check your entries.',
    });
  });
});
