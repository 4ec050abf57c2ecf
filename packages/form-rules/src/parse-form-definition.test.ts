import { describe, expect, it } from '@jest/globals';
import { parseFormDefinition } from './parse-form-definition';

const definition = {
  id: 'contact',
  name: 'Contact',
  kind: 'block',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
  submitButtonText: 'Send',
  submissionText: 'Thanks!',
  captchaRequired: false,
};

describe('parseFormDefinition', () => {
  it('accepts a definition', () => {
    expect(parseFormDefinition(definition)).toEqual(definition);
  });

  it.each([
    ['an unknown kind', { ...definition, kind: 'poll' }],
    ['an unknown field type', { ...definition, fields: [{ id: 'a', type: 'file', title: 'A', required: false }] }],
    ['duplicate field ids', { ...definition, fields: [...definition.fields, ...definition.fields] }],
    [
      'a bad maxLength',
      { ...definition, fields: [{ id: 'a', type: 'textarea', title: 'A', required: false, maxLength: 0 }] },
    ],
    ['no captcha flag', { ...definition, captchaRequired: undefined }],
    ['not an object', 'contact'],
  ])('refuses %s', (_, value) => {
    expect(parseFormDefinition(value)).toBeNull();
  });
});
