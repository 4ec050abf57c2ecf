import { accountEmail, displayName, newPassword, offeredPassword } from './account-input';

describe('account input', () => {
  it('stores e-mails trimmed and lower-cased, and refuses what is not one', () => {
    expect(accountEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(() => accountEmail('ann.example.com')).toThrow(/Email is not valid/);
    expect(() => accountEmail('')).toThrow(/Email is not valid/);
  });

  it('takes new passwords of 8 to 256 characters, counted as typed', () => {
    expect(newPassword('12345678')).toBe('12345678');
    expect(() => newPassword('1234567')).toThrow('Use a password of 8 to 256 characters.');
    expect(newPassword('é'.repeat(256))).toHaveLength(256);
    expect(() => newPassword('p'.repeat(257))).toThrow('Use a password of 8 to 256 characters.');
    // 8 characters of two UTF-16 units each
    expect(newPassword('🔒'.repeat(8))).toBe('🔒'.repeat(8));
  });

  it('lets a short password be offered at sign-in, where it is merely wrong, but not a huge one', () => {
    expect(offeredPassword('short')).toBe('short');
    expect(() => offeredPassword('p'.repeat(257))).toThrow('Use a password of 8 to 256 characters.');
  });

  it('trims names and caps them at 200 characters', () => {
    expect(displayName('  Ann  ')).toBe('Ann');
    expect(displayName('n'.repeat(200))).toHaveLength(200);
    expect(() => displayName('n'.repeat(201))).toThrow('Names may be at most 200 characters long.');
  });
});
