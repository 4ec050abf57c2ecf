import { z } from 'zod';
import { isPrintable } from './printable-text';

/*
 * The bodies of the order placements, shape only: the cart process checks the card (Luhn, expiry,
 * CVC) and the e-mails (spec §5) and says what is wrong, per field.
 */

const printable = (max: number, tooLong = 'You have exceeded the character limit.') =>
  z
    .string({ error: 'Must be text.' })
    .max(max, { error: tooLong })
    .refine(isPrintable, { error: 'Must be printable text.' });
const required = (max: number) => printable(max).refine((value) => value.trim() !== '', { error: 'Required' });

const payment = {
  attemptId: printable(200).min(1, { error: 'Required' }),
  card: z
    .object({
      number: z.string({ error: 'Must be text.' }).max(40, { error: 'Your card number is incorrect.' }),
      expMonth: z.number({ error: 'Must be a whole number.' }).int().min(0).max(99),
      expYear: z.number({ error: 'Must be a whole number.' }).int().min(0).max(9999),
      cvc: z.string({ error: 'Must be text.' }).max(8, { error: "Your card's security code is invalid." }),
    })
    .optional(),
  giftCardCodes: z
    .array(z.string({ error: 'Must be text.' }).max(64).refine(isPrintable), { error: 'Must be a list of codes.' })
    .max(10, { error: 'At most 10 gift cards pay one order.' })
    .optional(),
};

/** POST /api/commerce/checkout/orders; `cartToken` and `email` name a subscription cart and its buyer. */
export const placeOrderBody = z
  .object(
    { ...payment, cartToken: required(200).optional(), email: printable(254).optional() },
    { error: 'The request body must be a JSON object.' },
  )
  .refine((body) => body.cartToken === undefined || body.email !== undefined, {
    error: 'Email cannot be blank',
    path: ['email'],
  });

/** POST /api/commerce/checkout/giftcard: the denomination of /checkout/giftcard, the buyer and the recipient. */
export const giftCardPurchaseBody = z.object(
  {
    ...payment,
    giftCardProductId: required(200),
    sku: printable(200)
      .optional()
      .transform((value) => value ?? ''),
    email: printable(254),
    recipientEmail: printable(254)
      .optional()
      .transform((value) => value ?? ''),
  },
  { error: 'The request body must be a JSON object.' },
);

export type PaymentInput = Pick<z.output<typeof placeOrderBody>, 'attemptId' | 'card' | 'giftCardCodes'>;
