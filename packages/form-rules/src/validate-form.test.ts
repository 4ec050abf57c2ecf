import { describe, expect, it } from '@jest/globals';
import type { FormField } from './form-definition';
import { formErrorKey, validationMessages } from './messages';
import { formErrors, isValid, validateForm } from './validate-form';

const fields: FormField[] = [
  { id: 'name', type: 'text', title: 'Name', required: true },
  { id: 'intro', type: 'section', title: 'About you', required: false },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'message', type: 'textarea', title: 'Message', required: false, maxLength: 3 },
];

describe('validateForm', () => {
  it('reports each failing field in form order, skipping sections', () => {
    const errors = validateForm({ fields }, { name: '', email: 'nope', message: 'long' });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Required'],
      ['email', validationMessages.invalidEmail],
      ['message', validationMessages.tooLong],
    ]);
  });

  it('is empty for valid answers', () => {
    const errors = validateForm({ fields }, { name: 'Ann', email: 'ann@example.com', message: 'hi' });
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });

  it('refuses answers to ids the form does not have', () => {
    const errors = validateForm({ fields }, { name: 'Ann', email: 'ann@example.com', extra: 'x', __proto__x: 1 });
    expect(errors).toEqual({ extra: validationMessages.notInForm, __proto__x: validationMessages.notInForm });
  });

  it('refuses a __proto__ key like any other unknown id', () => {
    const answers = JSON.parse('{"name":"Ann","email":"ann@example.com","__proto__":{"x":1}}') as unknown;
    expect(validateForm({ fields }, answers)).toEqual({ __proto__: validationMessages.notInForm });
  });

  it.each([null, 'x', 3, ['a'], undefined])('reports answers that are not an object once (%p)', (answers) => {
    expect(validateForm({ fields }, answers)).toEqual({
      [formErrorKey]: 'Could not parse the form fields, please check your entries.',
    });
  });
});

describe('formErrors (browser text inputs)', () => {
  it('treats a missing value as empty and keeps form order', () => {
    const errors = formErrors(fields, { email: 'x' });
    expect([...errors.entries()]).toEqual([
      ['name', 'Required'],
      ['email', validationMessages.invalidEmail],
    ]);
  });
});
