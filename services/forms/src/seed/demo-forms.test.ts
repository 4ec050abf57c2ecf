import { fieldTypes, parseFormDefinition, validateForm } from '@storefront/form-rules';
import { demoForms } from './demo-forms';

describe('demo forms', () => {
  it('are valid definitions with unique ids', () => {
    for (const form of demoForms) expect(parseFormDefinition(form)).toEqual(form);
    expect(new Set(demoForms.map((form) => form.id)).size).toBe(demoForms.length);
  });

  it('cover every form kind a site shows and every field kind', () => {
    expect(new Set(demoForms.map((form) => form.kind))).toEqual(
      new Set(['block', 'newsletter', 'waitlist', 'promo-popup']),
    );
    const registration = demoForms.find((form) => form.id === 'event-registration')!;
    expect(new Set(registration.fields.map((field) => field.type))).toEqual(new Set(fieldTypes));
    expect(registration.captchaRequired).toBe(true);
    expect(registration.successRedirect).toBeUndefined();
    expect(registration.fields.find((field) => field.type === 'likert')!.options).toHaveLength(2);
    expect(registration.fields.find((field) => field.type === 'hidden')!.name).toBe('source');
  });

  it('keep the contact form of the contact page: name, email and a 500-character message', () => {
    const contact = demoForms.find((form) => form.id === 'contact')!;
    expect(contact.fields.map(({ id, type, required, maxLength }) => ({ id, type, required, maxLength }))).toEqual([
      { id: 'name', type: 'text', required: true, maxLength: undefined },
      { id: 'email', type: 'email', required: true, maxLength: undefined },
      { id: 'message', type: 'textarea', required: true, maxLength: 500 },
    ]);
  });

  it('show submission text that is plain text', () => {
    for (const form of demoForms) {
      expect(form.submissionText).not.toBe('');
      expect(form.submissionText).not.toMatch(/[<>]/);
    }
    expect(demoForms.find((form) => form.id === 'feedback')!.successRedirect).toBe('/shop');
  });

  it('refuse an empty submission where something is required', () => {
    for (const form of demoForms) expect(validateForm(form, {})).not.toEqual({});
  });
});
