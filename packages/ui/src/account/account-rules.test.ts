import { describe, expect, it } from '@jest/globals';
import { ApiError, RATE_LIMITED_MESSAGE } from '../api';
import { accountFailure } from './account-failure';
import { accountFieldError, accountMessages } from './account-rules';
import { pathAfterSignIn } from './next-path';

describe('account field rules', () => {
  it('requires what is required and judges only what was typed', () => {
    expect(accountFieldError('email', '  ', true)).toBe('Required');
    expect(accountFieldError('name', '', false)).toBeNull();
    expect(accountFieldError('email', 'user@example', true)).toBe(accountMessages.invalidEmail);
    expect(accountFieldError('email', ' user@example.com ', true)).toBeNull();
  });

  it('holds a new password to the service bounds, 8 to 256 characters, but not a current one', () => {
    expect(accountFieldError('new-password', 'x'.repeat(7), true)).toBe(accountMessages.passwordLength);
    expect(accountFieldError('new-password', 'x'.repeat(8), true)).toBeNull();
    expect(accountFieldError('new-password', 'x'.repeat(256), true)).toBeNull();
    expect(accountFieldError('new-password', 'x'.repeat(257), true)).toBe(accountMessages.passwordLength);
    expect(accountFieldError('current-password', 'short', true)).toBeNull();
  });

  it('keeps a name to 200 characters', () => {
    expect(accountFieldError('name', 'n'.repeat(200), false)).toBeNull();
    expect(accountFieldError('name', 'n'.repeat(201), false)).toBe(accountMessages.nameTooLong);
  });
});

describe('accountFailure', () => {
  it('prefers the gateway words, so a lockout says how long it lasts', () => {
    const lockout = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    expect(accountFailure(new ApiError(429, RATE_LIMITED_MESSAGE, { message: lockout }))).toEqual({
      message: lockout,
      fieldErrors: {},
    });
    expect(accountFailure(new ApiError(429, RATE_LIMITED_MESSAGE, null)).message).toBe(RATE_LIMITED_MESSAGE);
  });

  it('reads field errors given as a message or a list of messages', () => {
    const body = { message: 'Check the fields.', errors: { email: 'Taken.', password: ['Too short.', 'Other'] } };
    expect(accountFailure(new ApiError(400, 'HTTP 400', body)).fieldErrors).toEqual({
      email: 'Taken.',
      password: 'Too short.',
    });
  });

  it('words a failure that is no answer of the gateway with the spec interface string', () => {
    expect(accountFailure(new TypeError('boom')).message).toBe('Something went wrong');
  });
});

describe('pathAfterSignIn', () => {
  it('goes back to a page of this site, query and fragment included', () => {
    expect(pathAfterSignIn('?next=%2Fconfig%2Fteam', '/account')).toBe('/config/team');
    expect(pathAfterSignIn('?next=%2Fshop%3Fpage%3D2%23top', '/account')).toBe('/shop?page=2#top');
  });

  it('goes to the fallback without a next, or when the next would leave the site', () => {
    const leaving = ['', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'];
    for (const next of leaving)
      expect(pathAfterSignIn(`?next=${encodeURIComponent(next)}`, '/account')).toBe('/account');
    expect(pathAfterSignIn('', '/account')).toBe('/account');
  });
});
