import { extendedExpiry, isLive, newSessionTimes } from './session-lifetime';

const lifetimes = { ownerIdleHours: 12, ownerMaxDays: 7, customerDays: 30 };
const hour = 3_600_000;
const signIn = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(signIn.getTime() + ms);

describe('session lifetimes', () => {
  it('gives an owner 12 hours unused within 7 days, a customer 30 days', () => {
    expect(newSessionTimes('owner', signIn, lifetimes)).toEqual({
      expiresAt: at(12 * hour),
      endsAt: at(7 * 24 * hour),
    });
    expect(newSessionTimes('customer', signIn, lifetimes)).toEqual({
      expiresAt: at(30 * 24 * hour),
      endsAt: at(30 * 24 * hour),
    });
  });

  it('ends a session at its expiry exactly', () => {
    expect(isLive({ expiresAt: at(1) }, at(0))).toBe(true);
    expect(isLive({ expiresAt: at(1) }, at(1))).toBe(false);
  });

  it('moves an owner session on with use, never past its end', () => {
    const times = newSessionTimes('owner', signIn, lifetimes);
    expect(extendedExpiry('owner', times, at(2 * hour), lifetimes)).toEqual(at(14 * hour));
    const late = { expiresAt: at(7 * 24 * hour - hour), endsAt: times.endsAt };
    expect(extendedExpiry('owner', late, at(7 * 24 * hour - 2 * hour), lifetimes)).toEqual(times.endsAt);
  });

  it('does not move it for a minute or less, nor a customer session at all', () => {
    const times = newSessionTimes('owner', signIn, lifetimes);
    expect(extendedExpiry('owner', times, at(60_000), lifetimes)).toBeNull();
    expect(extendedExpiry('owner', times, at(60_001), lifetimes)).toEqual(at(12 * hour + 60_001));
    expect(extendedExpiry('customer', newSessionTimes('customer', signIn, lifetimes), at(hour), lifetimes)).toBeNull();
  });
});
