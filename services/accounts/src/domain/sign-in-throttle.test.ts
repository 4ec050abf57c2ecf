import { accountSubject, addressSubject, locksOut, minutesLeft, throttleLimits } from './sign-in-throttle';

describe('sign-in throttling rules', () => {
  it('locks an account at 5 failures, an address at 20', () => {
    expect(locksOut(4, throttleLimits.account)).toBe(false);
    expect(locksOut(5, throttleLimits.account)).toBe(true);
    expect(locksOut(19, throttleLimits.address)).toBe(false);
    expect(locksOut(20, throttleLimits.address)).toBe(true);
  });

  it('rounds the minutes left up, and says at least one', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(minutesLeft(later(15 * 60_000), now)).toBe(15);
    expect(minutesLeft(later(14 * 60_000 + 1), now)).toBe(15);
    expect(minutesLeft(later(1), now)).toBe(1);
    expect(minutesLeft(now, now)).toBe(1);
  });

  it('names subjects by hashes, apart for each kind, and none for a missing address', () => {
    const owner = accountSubject('owner', 'ann@example.com');
    expect(owner.key).toMatch(/^[0-9a-f]{64}$/);
    expect(owner.key).not.toBe(accountSubject('customer', 'ann@example.com').key);
    expect(addressSubject('ann@example.com')!.key).not.toBe(owner.key);
    expect(addressSubject('')).toBeNull();
  });
});
