import { describe, expect, it } from '@jest/globals';
import { characterCount } from './character-count';
import { isValidEmail } from './email';

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

describe('characterCount', () => {
  it('shows n / max and flags going over', () => {
    expect(characterCount('hello', 10)).toEqual({ text: '5 / 10', exceeded: false });
    expect(characterCount('x'.repeat(10), 10)).toEqual({ text: '10 / 10', exceeded: false });
    expect(characterCount('x'.repeat(11), 10)).toEqual({ text: '11 / 10', exceeded: true });
  });
});
