import { describe, expect, it } from '@jest/globals';
import {
  characterCount,
  fieldError,
  formErrors,
  isValidEmail,
  validationMessages,
  type FieldRule,
} from './form-validation';

const text = (id: string, required: boolean): FieldRule => ({ id, type: 'text', required });
const email = (required: boolean): FieldRule => ({ id: 'email', type: 'email', required });
const textarea = (maxLength?: number, required = false): FieldRule => ({
  id: 'message',
  type: 'textarea',
  required,
  maxLength,
});

describe('fieldError', () => {
  it('requires a value in a required field, blank counts as empty', () => {
    expect(fieldError(text('name', true), '')).toBe('Required');
    expect(fieldError(text('name', true), '   ')).toBe('Required');
    expect(fieldError(text('name', true), 'Ann')).toBeNull();
    expect(fieldError(text('name', false), '')).toBeNull();
  });

  it('checks an email only when it is given or required', () => {
    expect(fieldError(email(false), '')).toBeNull();
    expect(fieldError(email(true), '')).toBe('Required');
    expect(fieldError(email(false), 'ann@')).toBe(validationMessages.invalidEmail);
    expect(fieldError(email(true), ' ann@example.com ')).toBeNull();
  });

  it('enforces the character limit of a textarea', () => {
    expect(fieldError(textarea(5), 'hello')).toBeNull();
    expect(fieldError(textarea(5), 'hello!')).toBe('You have exceeded the character limit.');
    expect(fieldError(textarea(), 'x'.repeat(10000))).toBeNull();
    expect(fieldError(textarea(5, true), '')).toBe('Required');
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.c', 'user@example.com', 'first.last+tag@sub.example.co.uk'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['ab', 'user', 'user@', '@example.com', 'user@example', 'us er@example.com', 'a@b@c.d'])(
    'rejects %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );

  it('accepts 256 characters and rejects 257', () => {
    const domain = '@example.com';
    expect(isValidEmail('u'.repeat(256 - domain.length) + domain)).toBe(true);
    expect(isValidEmail('u'.repeat(257 - domain.length) + domain)).toBe(false);
  });
});

describe('formErrors', () => {
  it('collects the failing fields in form order', () => {
    const rules = [text('name', true), email(true), textarea(3)];
    const errors = formErrors(rules, { name: '', email: 'nope', message: 'long' });
    expect([...errors.entries()]).toEqual([
      ['name', 'Required'],
      ['email', validationMessages.invalidEmail],
      ['message', validationMessages.tooLong],
    ]);
    expect(formErrors(rules, { name: 'Ann', email: 'ann@example.com', message: 'hi' }).size).toBe(0);
  });

  it('treats a missing value as empty', () => {
    expect(formErrors([text('name', true)], {}).get('name')).toBe('Required');
  });
});

describe('characterCount', () => {
  it('shows n / max and flags going over', () => {
    expect(characterCount('hello', 10)).toEqual({ text: '5 / 10', exceeded: false });
    expect(characterCount('x'.repeat(10), 10)).toEqual({ text: '10 / 10', exceeded: false });
    expect(characterCount('x'.repeat(11), 10)).toEqual({ text: '11 / 10', exceeded: true });
  });
});
