import { describe, expect, it } from '@jest/globals';
import { couponDiscountOf, couponProblems, judgeCoupons, type Coupon, type CouponUsage } from './coupons';

const NOW = new Date('2026-06-15T12:00:00Z');
const unused = (_code?: string): CouponUsage => ({ total: 0, byCustomer: 0 });

const COUPONS: Coupon[] = [
  { code: 'SUMMER10', kind: 'percentage', percent: 10 },
  { code: 'Big50', kind: 'fixedAmount', amountCents: 1000, minimumSubtotalCents: 5000 },
  { code: 'SHIPFREE', kind: 'freeShipping' },
  { code: 'OLD', kind: 'percentage', percent: 5, endsAt: new Date('2026-06-15T12:00:00Z') },
  { code: 'SOON', kind: 'percentage', percent: 5, startsAt: new Date('2026-06-15T12:00:01Z') },
  { code: 'LIMITED', kind: 'percentage', percent: 5, totalUsageLimit: 100 },
  { code: 'ONCE', kind: 'percentage', percent: 5, perCustomerLimit: 1 },
];

const judge = (
  codes: string[],
  subtotalCents = 10000,
  usageOf: (code: string) => CouponUsage = unused,
  currency?: 'JPY' | 'EUR',
) => judgeCoupons(codes, COUPONS, { subtotalCents, now: NOW, usageOf, currency });

describe('judgeCoupons', () => {
  it('matches codes whatever their case and spaces', () => {
    expect(judge([' summer10 ']).valid.map((c) => c.code)).toEqual(['SUMMER10']);
    expect(judge(['BIG50']).valid.map((c) => c.code)).toEqual(['Big50']);
  });

  it('gives each refused code its reason', () => {
    expect(judge(['nope']).invalid).toEqual([{ code: 'nope', reason: 'This coupon code is not valid.' }]);
    expect(judge(['old']).invalid).toEqual([{ code: 'old', reason: 'This coupon has expired.' }]);
    expect(judge(['SOON']).invalid[0].reason).toBe('This coupon is not active yet.');
    expect(judge(['LIMITED'], 10000, () => ({ total: 100, byCustomer: 0 })).invalid[0].reason).toBe(
      'This coupon has been used up.',
    );
    expect(judge(['LIMITED'], 10000, () => ({ total: 99, byCustomer: 5 })).valid).toHaveLength(1);
    expect(judge(['ONCE'], 10000, () => ({ total: 7, byCustomer: 1 })).invalid[0].reason).toBe(
      'You have already used this coupon.',
    );
  });

  it('words the minimum in the store currency', () => {
    expect(judge(['BIG50'], 4999).invalid[0].reason).toBe('This coupon needs an order of at least $50.00.');
    expect(judge(['BIG50'], 5000).valid).toHaveLength(1);
    expect(judge(['BIG50'], 10, unused, 'JPY').invalid[0].reason).toBe(
      'This coupon needs an order of at least ¥5,000.',
    );
    expect(judge(['BIG50'], 10, unused, 'EUR').invalid[0].reason).toBe(
      'This coupon needs an order of at least €50.00.',
    );
  });

  it('starts at startsAt and ends just before endsAt', () => {
    const coupon: Coupon = {
      code: 'WINDOW',
      kind: 'freeShipping',
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2026-02-01T00:00:00Z'),
    };
    const at = (iso: string) =>
      judgeCoupons(['window'], [coupon], { subtotalCents: 0, now: new Date(iso), usageOf: unused });
    expect(at('2026-01-01T00:00:00Z').valid).toHaveLength(1);
    expect(at('2026-01-31T23:59:59Z').valid).toHaveLength(1);
    expect(at('2025-12-31T23:59:59Z').invalid[0].reason).toBe('This coupon is not active yet.');
    expect(at('2026-02-01T00:00:00Z').invalid[0].reason).toBe('This coupon has expired.');
  });

  it('takes one coupon per order: the first valid one, later ones refused', () => {
    expect(judge(['nope', 'SHIPFREE', 'SUMMER10', 'shipfree'])).toEqual({
      valid: [COUPONS[2]],
      invalid: [
        { code: 'nope', reason: 'This coupon code is not valid.' },
        { code: 'SUMMER10', reason: 'Only one coupon can be used per order.' },
      ],
    });
  });

  it('asks for usage by the coupon own code', () => {
    const asked: string[] = [];
    judge(['big50'], 10000, (code) => {
      asked.push(code);
      return unused();
    });
    expect(asked).toEqual(['Big50']);
  });
});

describe('couponDiscountOf', () => {
  it.each([
    [{ kind: 'percentage', percent: 10 } as const, 1995, 200], // 199.5 -> 200
    [{ kind: 'percentage', percent: 10 } as const, 1994, 199],
    [{ kind: 'percentage', percent: 100 } as const, 1234, 1234],
    [{ kind: 'fixedAmount', amountCents: 1000 } as const, 5000, 1000],
    [{ kind: 'fixedAmount', amountCents: 1000 } as const, 600, 600],
    [{ kind: 'freeShipping' } as const, 5000, 0],
  ])('%p on %i takes %i', (coupon, subtotal, expected) => {
    expect(couponDiscountOf(coupon, subtotal)).toBe(expected);
  });
});

describe('couponProblems', () => {
  it('accepts the sound coupons and names what is wrong with a bad one', () => {
    for (const coupon of COUPONS) expect(couponProblems(coupon)).toEqual([]);
    expect(
      couponProblems({
        code: 'no spaces',
        kind: 'percentage',
        percent: 150,
        totalUsageLimit: -1,
        startsAt: NOW,
        endsAt: NOW,
      }),
    ).toEqual([
      'code must be 1 to 64 letters, digits, hyphens or underscores',
      'percent must be a whole number from 1 to 100',
      'totalUsageLimit must be a whole number',
      'endsAt must be after startsAt',
    ]);
    expect(couponProblems({ code: 'X', kind: 'fixedAmount', amountCents: 9.99 })).toEqual([
      'amountCents must be a whole number above 0',
    ]);
  });
});
