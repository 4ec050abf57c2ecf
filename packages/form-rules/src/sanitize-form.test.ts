import { describe, expect, it } from '@jest/globals';
import type { FormField } from './form-definition';
import { sanitizeForm } from './sanitize-form';
import { formField as field } from './testing';
import { validateForm } from './validate-form';

const fields: FormField[] = [
  field('name', 'text'),
  field('source', 'hidden', { name: 'source' }),
  field('ref', 'hidden'),
  field('colour', 'radio', { options: ['Red', 'Blue'] }),
  field('extras', 'checkbox', { options: ['A', 'B', 'C'] }),
  field('survey', 'likert', { options: ['Q1', 'Q2'] }),
  field('part', 'section'),
  field('phone', 'phone'),
  field('who', 'name'),
  field('where', 'address'),
  field('when', 'date'),
  field('at', 'time'),
];

const choices = (values: string[], checked: string[]) =>
  values.map((value) => ({ value, checked: checked.includes(value) }));

describe('sanitizeForm', () => {
  const answers = sanitizeForm(
    { fields },
    {
      name: 'Ann',
      source: 'typed',
      ref: 'kept',
      colour: choices(['Red', 'Blue'], ['Blue', 'Red']),
      extras: choices(['A', 'B', 'C'], ['A', 'C']),
      survey: { Q1: choices(['-2', '-1', '0', '1', '2'], ['1']), Q2: choices(['-2', '0'], []) },
      part: 'ignored',
      phone: ['+1', '555', '123', '4567'],
      who: ['Ann', 'Lee'],
      where: ['1 Main St', '', 'Springfield'],
      when: ['12', '31', '2026'],
      at: ['10', '30', '00', 'AM'],
    },
    '?source=newsletter&utm=x',
  );

  it('takes hidden values from the query string by field name, else the input', () => {
    expect(answers.source).toBe('newsletter');
    expect(answers.ref).toBe('kept');
  });

  it('gives radio the first checked value and checkbox every checked value', () => {
    expect(answers.colour).toBe('Red');
    expect(answers.extras).toEqual(['A', 'C']);
  });

  it('maps likert questions to their checked value, leaving unanswered ones out', () => {
    expect(answers.survey).toEqual({ Q1: '1' });
  });

  it('returns phone as 3 parts with a blank prepended', () => {
    expect(answers.phone).toEqual(['', '555', '123', '4567']);
    expect(sanitizeForm({ fields: [field('p', 'phone')] }, { p: ['555', '123', '4567'] }).p).toEqual([
      '',
      '555',
      '123',
      '4567',
    ]);
  });

  it('returns multi-part fields as arrays of all their parts', () => {
    expect(answers.who).toEqual(['Ann', 'Lee']);
    expect(answers.where).toEqual(['1 Main St', '', 'Springfield', '', '', '']);
    expect(answers.when).toEqual(['12', '31', '2026']);
    expect(answers.at).toEqual(['10', '30', '00', 'AM']);
  });

  it('skips sections', () => {
    expect('part' in answers).toBe(false);
  });

  it('produces answers the rules accept', () => {
    expect(validateForm({ fields }, answers)).toEqual({});
    expect(validateForm({ fields }, sanitizeForm({ fields }, {}))).toEqual({});
  });
});
