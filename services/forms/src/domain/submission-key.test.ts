import { hashSubmissionKey, keyExpiry, keyProblem, newSubmissionKey, type KeyRecord } from './submission-key';

const now = new Date('2026-11-24T12:00:00Z');
const fresh = (extra: Partial<KeyRecord> = {}): KeyRecord => ({
  formId: null,
  expiresAt: keyExpiry(now, 3600),
  submissionId: null,
  ...extra,
});

describe('submission keys', () => {
  it('are 32 random bytes, and only their hash is kept', () => {
    const key = newSubmissionKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSubmissionKey()).not.toBe(key);
    expect(hashSubmissionKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSubmissionKey(key)).not.toContain(key);
  });

  it('expire one hour after they were made', () => {
    expect(keyExpiry(now, 3600).toISOString()).toBe('2026-11-24T13:00:00.000Z');
  });

  it('may store a submission only when known, unspent, unexpired and for the form', () => {
    expect(keyProblem(fresh(), 'contact', now)).toBeNull();
    expect(keyProblem(fresh({ formId: 'contact' }), 'contact', now)).toBeNull();
    expect(keyProblem(null, 'contact', now)).toBe('unknown');
    expect(keyProblem(fresh({ submissionId: 'x' }), 'contact', now)).toBe('used');
    expect(keyProblem(fresh({ expiresAt: now }), 'contact', now)).toBe('expired');
    expect(keyProblem(fresh({ formId: 'waitlist' }), 'contact', now)).toBe('other-form');
  });
});
