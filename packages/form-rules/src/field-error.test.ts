import { describe, expect, it } from '@jest/globals';
import { answerLimits } from './answer-limits';
import { fieldError, type FieldRule } from './field-error';
import { validationMessages as messages } from './messages';

const rule = (type: FieldRule['type'], extra: Partial<FieldRule> = {}): FieldRule => ({
  id: 'f',
  type,
  required: false,
  ...extra,
});
const required = (type: FieldRule['type'], extra: Partial<FieldRule> = {}) => rule(type, { required: true, ...extra });

describe('single-value fields', () => {
  it.each(['text', 'hidden', 'email', 'textarea', 'select', 'radio'] as const)(
    'a required %s left empty or blank is Required',
    (type) => {
      expect(fieldError(required(type), '')).toBe('Required');
      expect(fieldError(required(type), '   ')).toBe('Required');
      expect(fieldError(required(type), undefined)).toBe('Required');
      expect(fieldError(rule(type), '')).toBeNull();
      expect(fieldError(rule(type), undefined)).toBeNull();
    },
  );

  it.each(['text', 'hidden', 'email', 'textarea', 'select', 'radio'] as const)(
    'a %s answer must be a string',
    (type) => {
      for (const value of [1, true, null, ['a'], { a: 'b' }]) {
        expect(fieldError(rule(type), value)).toBe(messages.wrongShape);
      }
    },
  );

  it('caps one-line values', () => {
    expect(fieldError(rule('text'), 'x'.repeat(answerLimits.line))).toBeNull();
    expect(fieldError(rule('text'), 'x'.repeat(answerLimits.line + 1))).toBe(messages.tooLong);
    expect(fieldError(rule('hidden'), 'x'.repeat(answerLimits.line + 1))).toBe(messages.tooLong);
  });

  it.each(['text', 'textarea', 'email'] as const)('refuses characters no keyboard types in a %s', (type) => {
    expect(fieldError(rule(type), 'a\u0000b')).toBe(messages.wrongShape);
    expect(fieldError(rule(type), 'a\ud800b')).toBe(messages.wrongShape);
    expect(fieldError(rule(type), 'emoji \u{1F600} is fine')).not.toBe(messages.wrongShape);
  });

  it('keeps markup as plain text: it is just characters', () => {
    expect(fieldError(rule('text'), '<script>alert(1)</script>')).toBeNull();
  });
});

describe('textarea', () => {
  it('enforces its character limit, counted as value length', () => {
    expect(fieldError(rule('textarea', { maxLength: 5 }), 'hello')).toBeNull();
    expect(fieldError(rule('textarea', { maxLength: 5 }), 'hello!')).toBe('You have exceeded the character limit.');
    expect(fieldError(required('textarea', { maxLength: 5 }), '')).toBe('Required');
  });

  it('without a limit of its own it is still capped', () => {
    expect(fieldError(rule('textarea'), 'x'.repeat(10000))).toBeNull();
    expect(fieldError(rule('textarea'), 'x'.repeat(answerLimits.textarea + 1))).toBe(messages.tooLong);
  });
});

describe('email', () => {
  it('is checked when given, trimmed, and only then', () => {
    expect(fieldError(rule('email'), '')).toBeNull();
    expect(fieldError(rule('email'), 'ann@')).toBe(
      'Email is not valid. Email addresses should follow the format user-at-domain.',
    );
    expect(fieldError(required('email'), ' ann@example.com ')).toBeNull();
  });
});

describe('select and radio', () => {
  it.each(['select', 'radio'] as const)('a %s answer must be one of its options', (type) => {
    const field = rule(type, { options: ['Red', 'Blue'] });
    expect(fieldError(field, 'Red')).toBeNull();
    expect(fieldError(field, 'Green')).toBe(messages.notAnOption);
  });
});

describe('checkbox', () => {
  const field = (isRequired: boolean) => rule('checkbox', { required: isRequired, options: ['A', 'B', 'C'] });

  it('takes the checked values', () => {
    expect(fieldError(field(true), ['A', 'C'])).toBeNull();
    expect(fieldError(field(false), [])).toBeNull();
    expect(fieldError(field(false), undefined)).toBeNull();
  });

  it('a required group with nothing checked is Required', () => {
    expect(fieldError(field(true), [])).toBe('Required');
    expect(fieldError(field(true), undefined)).toBe('Required');
  });

  it('refuses values it does not offer, duplicates and other shapes', () => {
    expect(fieldError(field(false), ['D'])).toBe(messages.notAnOption);
    expect(fieldError(field(false), ['A', 'A'])).toBe(messages.wrongShape);
    expect(fieldError(field(false), 'A')).toBe(messages.wrongShape);
    expect(fieldError(field(false), [1])).toBe(messages.wrongShape);
    expect(fieldError(field(false), ['A\u0000'])).toBe(messages.wrongShape);
  });
});

describe('likert', () => {
  const field = (isRequired: boolean) => rule('likert', { required: isRequired, options: ['Q1', 'Q2'] });

  it('takes question -> value among -2..2', () => {
    expect(fieldError(field(true), { Q1: '-2', Q2: '2' })).toBeNull();
    expect(fieldError(field(false), { Q1: '0' })).toBeNull();
    expect(fieldError(field(false), {})).toBeNull();
  });

  it('a required survey with a question missing is not valid', () => {
    expect(fieldError(field(true), { Q1: '1' })).toBe('Survey is not valid. Missing a required question.');
    expect(fieldError(field(true), undefined)).toBe('Survey is not valid. Missing a required question.');
  });

  it('refuses unknown questions, values off the scale and other shapes', () => {
    expect(fieldError(field(false), { Q3: '1' })).toBe(messages.wrongShape);
    expect(fieldError(field(false), { Q1: '3' })).toBe(messages.notAnOption);
    expect(fieldError(field(false), { Q1: 1 })).toBe(messages.wrongShape);
    expect(fieldError(field(false), ['1'])).toBe(messages.wrongShape);
  });
});

describe('multi-part fields', () => {
  const filled = {
    address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
    name: ['Ann', 'Lee'],
    date: ['12', '31', '2026'],
    time: ['10', '30', '00', 'AM'],
    phone: ['', '555', '123', '4567'],
  } as const;

  it.each(Object.entries(filled))('%s takes an array of its parts', (type, parts) => {
    const t = type as keyof typeof filled;
    expect(fieldError(required(t), [...parts])).toBeNull();
    expect(
      fieldError(
        required(t),
        parts.map(() => ''),
      ),
    ).toBe('Required');
    expect(fieldError(required(t), undefined)).toBe('Required');
    expect(
      fieldError(
        rule(t),
        parts.map(() => ' '),
      ),
    ).toBeNull();
    expect(fieldError(rule(t), [...parts, 'extra'])).toBe(messages.wrongShape);
    expect(fieldError(rule(t), parts.join(' '))).toBe(messages.wrongShape);
    expect(
      fieldError(
        rule(t),
        parts.map((_, i) => (i === 0 ? 'x'.repeat(answerLimits.part + 1) : '')),
      ),
    ).toBe(messages.tooLong);
  });
});

describe('section', () => {
  it('is skipped, and takes no answer', () => {
    expect(fieldError(required('section'), undefined)).toBeNull();
    expect(fieldError(rule('section'), 'x')).toBe(messages.noAnswerTaken);
  });
});
