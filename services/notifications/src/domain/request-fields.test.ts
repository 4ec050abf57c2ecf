import { emailAddress, idempotencyKey, language, pageSize } from './request-fields';

describe('request fields', () => {
  it("refuses blank and malformed e-mails with the spec's messages", () => {
    expect(() => emailAddress('')).toThrow('Email cannot be blank');
    expect(() => emailAddress('  ')).toThrow('Email cannot be blank');
    expect(() => emailAddress('anna@')).toThrow('Email is invalid.');
    expect(emailAddress('Anna@Example.com')).toBe('Anna@Example.com');
  });

  it('keeps languages in their canonical BCP 47 spelling and refuses others', () => {
    expect(language('')).toBe('');
    expect(language('de-de')).toBe('de-DE');
    expect(() => language('not a tag')).toThrow('language is not a valid BCP 47 tag.');
    expect(() => language('x'.repeat(36))).toThrow('language is too long.');
  });

  it('bounds idempotency keys and page sizes', () => {
    expect(idempotencyKey('press:2026-11-25.1_a')).toBe('press:2026-11-25.1_a');
    expect(() => idempotencyKey('')).toThrow();
    expect(() => idempotencyKey('k'.repeat(101))).toThrow();
    expect(pageSize(0, { default: 20, max: 100 })).toBe(20);
    expect(pageSize(1000, { default: 20, max: 100 })).toBe(100);
    expect(() => pageSize(-1, { default: 20, max: 100 })).toThrow();
  });
});
