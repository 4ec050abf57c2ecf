import { describe, expect, it } from '@jest/globals';
import { sanitizeForm, type FormDefinition, type FormField } from '@storefront/form-rules';
import { formField as field } from '@storefront/form-rules/testing';
import { checkAnswers } from './form-answers';
import { initialFormState, toggleChoice } from './form-state';

const everyKind: FormField[] = [
  field('intro', 'section'),
  field('text', 'text'),
  field('message', 'textarea', { maxLength: 10 }),
  field('email', 'email'),
  field('source', 'hidden', { name: 'utm_source' }),
  field('colour', 'select', { options: ['Red', 'Blue'] }),
  field('size', 'radio', { options: ['S', 'M'] }),
  field('extras', 'checkbox', { options: ['Wrap', 'Card', 'Bow'] }),
  field('survey', 'likert', { options: ['Fast?', 'Cheap?'] }),
  field('address', 'address'),
  field('name', 'name'),
  field('date', 'date'),
  field('time', 'time'),
  field('phone', 'phone'),
];

const definition = (fields: FormField[], captchaRequired = false): FormDefinition => ({
  id: 'form-1',
  name: 'Test',
  kind: 'block',
  fields,
  submitButtonText: 'Send',
  submissionText: 'Thanks',
  captchaRequired,
});

describe('form state to answers', () => {
  it('starts every kind empty and sanitizes to the answer shapes of each kind', () => {
    const answers = sanitizeForm(definition(everyKind), initialFormState(everyKind), '');
    expect(answers).toEqual({
      text: '',
      message: '',
      email: '',
      source: '',
      colour: '',
      size: '',
      extras: [],
      survey: {},
      address: ['', '', '', '', '', ''],
      name: ['', ''],
      date: ['', '', ''],
      time: ['', '', '', ''],
      // spec §5: three phone parts with a blank prepended
      phone: ['', '', '', ''],
    });
  });

  it('refills the inputs from earlier answers so an edit sends the same answers back', () => {
    const earlier = {
      text: 'Hi',
      message: 'Engrave me',
      email: 'ann@example.com',
      source: 'stored',
      colour: 'Blue',
      size: 'M',
      extras: ['Wrap', 'Bow'],
      survey: { 'Fast?': '2', 'Cheap?': '-1' },
      address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
      name: ['Ada', 'Lovelace'],
      date: ['12', '10', '1815'],
      time: ['9', '30', '00', 'AM'],
      phone: ['', '555', '123', '4567'],
    };
    expect(sanitizeForm(definition(everyKind), initialFormState(everyKind, earlier), '')).toEqual(earlier);
  });

  it('takes a hidden field from the page query string by its name', () => {
    const answers = sanitizeForm(definition(everyKind), initialFormState(everyKind), '?utm_source=mail&x=1');
    expect(answers.source).toBe('mail');
  });

  it('ignores earlier answers of the wrong shape instead of failing', () => {
    const state = initialFormState(everyKind, { extras: 'Wrap', survey: ['2'], name: 'Ada', size: 3 });
    const answers = sanitizeForm(definition(everyKind), state, '');
    expect(answers).toMatchObject({ extras: [], survey: {}, name: ['', ''], size: '' });
  });

  it('keeps one radio checked and any number of checkboxes', () => {
    const radios = toggleChoice(
      [
        { value: 'S', checked: true },
        { value: 'M', checked: false },
      ],
      'M',
      true,
      true,
    );
    expect(radios).toEqual([
      { value: 'S', checked: false },
      { value: 'M', checked: true },
    ]);
    const boxes = toggleChoice(radios, 'S', true, false);
    expect(boxes.filter((choice) => choice.checked).map((choice) => choice.value)).toEqual(['S', 'M']);
  });
});

describe('checkAnswers', () => {
  const fields = [
    field('name', 'text', { required: true }),
    field('email', 'email'),
    field('message', 'textarea', { maxLength: 5 }),
    field('survey', 'likert', { required: true, options: ['Fast?', 'Cheap?'] }),
    field('intro', 'section', { required: true }),
  ];

  it("reports the spec's messages per field and skips sections", () => {
    const state = initialFormState(fields);
    state.email = 'nope';
    state.message = 'too long';
    const { errors, captchaError } = checkAnswers(definition(fields), state, '');
    expect(errors).toEqual({
      name: 'Required',
      email: 'Email is not valid. Email addresses should follow the format user-at-domain.',
      message: 'You have exceeded the character limit.',
      survey: 'Survey is not valid. Missing a required question.',
    });
    expect(captchaError).toBeNull();
  });

  it('passes a complete form', () => {
    const state = initialFormState(fields, { name: 'Ann', survey: { 'Fast?': '1', 'Cheap?': '0' } });
    expect(checkAnswers(definition(fields), state, '').errors).toEqual({});
  });

  it('asks for the captcha when the form requires one and it is not done', () => {
    const state = initialFormState(fields, { name: 'Ann', survey: { 'Fast?': '1', 'Cheap?': '0' } });
    expect(checkAnswers(definition(fields, true), state, '', null).captchaError).toBe(
      'Complete CAPTCHA before submitting.',
    );
    expect(checkAnswers(definition(fields, true), state, '', 'token').captchaError).toBeNull();
  });
});
