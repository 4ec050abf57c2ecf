import { CARD_MESSAGES, checkCard, passesLuhn } from './payment-card';

const now = new Date('2026-11-26T12:00:00Z');
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const refusal = (fields: Partial<typeof card>) => {
  try {
    checkCard({ ...card, ...fields }, now);
  } catch (error) {
    return [(error as { status: string }).status, (error as Error).message];
  }
  return 'accepted';
};

describe('card checks', () => {
  it('accepts the test numbers, with spaces or dashes, and answers the digits', () => {
    expect(checkCard(card, now).number).toBe('4242424242424242');
    expect(checkCard({ ...card, number: '4000-0000-0000-0002' }, now).number).toBe('4000000000000002');
    expect(passesLuhn('4000000000009995')).toBe(true);
  });

  it('refuses a mistyped number: one digit off, letters, too short', () => {
    for (const number of ['4242424242424241', '4242abcd42424242', '42424242', ''])
      expect(refusal({ number })).toEqual(['INVALID_ARGUMENT', CARD_MESSAGES.number]);
  });

  it('refuses a month outside 1..12 and a year that is not four digits', () => {
    expect(refusal({ expMonth: 0 })).toEqual(['INVALID_ARGUMENT', CARD_MESSAGES.expiryMonth]);
    expect(refusal({ expMonth: 13 })).toEqual(['INVALID_ARGUMENT', CARD_MESSAGES.expiryMonth]);
    expect(refusal({ expYear: 30 })).toEqual(['INVALID_ARGUMENT', CARD_MESSAGES.expiryYear]);
  });

  it('takes a card through the end of its expiry month, not after', () => {
    expect(refusal({ expMonth: 11, expYear: 2026 })).toBe('accepted');
    expect(refusal({ expMonth: 10, expYear: 2026 })).toEqual(['INVALID_ARGUMENT', CARD_MESSAGES.expired]);
  });

  it('refuses a CVC that is not 3 or 4 digits', () => {
    for (const cvc of ['12', '12345', '12a', ''])
      expect(refusal({ cvc })).toEqual(['INVALID_ARGUMENT', CARD_MESSAGES.cvc]);
    expect(refusal({ cvc: '1234' })).toBe('accepted');
  });
});
