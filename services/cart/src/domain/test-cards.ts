/**
 * The embedded test provider's cards: Stripe's public test numbers and decline codes, so whoever
 * has tested a checkout before knows them. Any other number that passes the card checks is
 * approved, as 4242 4242 4242 4242 is.
 */
export const TEST_CARD_DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
};

export const TEST_CARD_APPROVED = '4242424242424242';

/** The decline a test card number stands for, or undefined when it is approved. */
export function testCardDecline(digits: string): { code: string; message: string } | undefined {
  return TEST_CARD_DECLINES[digits];
}
