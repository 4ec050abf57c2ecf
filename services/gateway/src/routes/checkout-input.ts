import type { cartCheckoutV1 } from '@storefront/proto';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { AccountInputRefused } from '../http/account-errors';
import { isPrintable } from './printable-text';

/*
 * The checkout's request bodies, read into the cart process's requests. Only their shape is
 * checked here (types, sizes a form never exceeds, whole numbers); what the values mean (spec §5
 * e-mail and postal-code wording, @storefront/commerce's rate, rule and coupon checks) is the cart
 * process's, which answers per field too.
 */

export const CHECKOUT_REFUSED = 'One or more fields is invalid, please check your entries.';

/**
 * A 400 with one message per field path ('shippingAddress.postalCode'); the owner routes' error
 * handler answers it as every refused owner input.
 */
export class CheckoutInputRefused extends AccountInputRefused {
  constructor(errors: Record<string, string>) {
    super(CHECKOUT_REFUSED, errors);
  }
}

/** Far above any field of a form, far below what could weigh on the cart process. */
const MAX_TEXT = 1000;
const MAX_INT64 = Number.MAX_SAFE_INTEGER;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

const text = z
  .string({ error: 'Must be text.' })
  .max(MAX_TEXT, { error: 'You have exceeded the character limit.' })
  .refine(isPrintable, { error: 'Must be printable text.' });
const optionalText = text.optional().transform((value) => value ?? '');
const whole = z
  .number({ error: 'Must be a whole number.' })
  .int({ error: 'Must be a whole number.' })
  .min(-MAX_INT64, { error: 'Too large.' })
  .max(MAX_INT64, { error: 'Too large.' });
const int32 = z
  .number({ error: 'Must be a whole number.' })
  .int({ error: 'Must be a whole number.' })
  .min(INT32.min, { error: 'Too large.' })
  .max(INT32.max, { error: 'Too large.' });

export const addressBody = z.object(
  {
    firstName: optionalText,
    lastName: optionalText,
    line1: optionalText,
    line2: optionalText,
    city: optionalText,
    region: optionalText,
    postalCode: optionalText,
    countryCode: optionalText,
    phone: optionalText,
  },
  { error: 'Must be an address.' },
);

/** PUT /api/commerce/checkout: a CheckoutChange. */
export const checkoutChangeBody = z.object(
  {
    email: text.optional(),
    shippingAddress: addressBody.optional(),
    billingAddress: addressBody.nullable().optional(),
    shippingOptionId: z.string({ error: 'Must be text.' }).max(200).refine(isPrintable).optional(),
    couponCodes: z
      .array(
        z
          .string({ error: 'Must be text.' })
          .max(64, { error: 'You have exceeded the character limit.' })
          .refine(isPrintable),
        {
          error: 'Must be a list of codes.',
        },
      )
      .max(20, { error: 'At most 20 coupon codes.' })
      .optional(),
  },
  { error: 'The request body must be a JSON object.' },
);

export function updateCheckoutRequest(
  cartToken: string,
  change: z.output<typeof checkoutChangeBody>,
): cartCheckoutV1.UpdateCheckoutRequest {
  return {
    cartToken,
    email: change.email,
    shippingAddress: change.shippingAddress,
    setBillingAddress: change.billingAddress !== undefined,
    billingAddress: change.billingAddress ?? undefined,
    shippingOptionId: change.shippingOptionId,
    setCouponCodes: change.couponCodes !== undefined,
    couponCodes: change.couponCodes ?? [],
  };
}

const id = text.refine((value) => value.trim() !== '', { error: 'Required' });
const zone = z.union(
  [
    z.literal('everywhere'),
    z.array(z.string().max(8), { error: "Must be 'everywhere' or a list of country codes." }).max(300),
  ],
  {
    error: "Must be 'everywhere' or a list of country codes.",
  },
);
const rateBase = { id, name: text, zone };
const shippingRate = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...rateBase, kind: z.literal('flat'), costCents: whole }),
    z.object({
      ...rateBase,
      kind: z.literal('weight'),
      tiers: z
        .array(z.object({ upToGrams: whole.nullable(), costCents: whole }), { error: 'Must be a list of tiers.' })
        .max(50),
    }),
    z.object({ ...rateBase, kind: z.literal('freeAbove'), minimumSubtotalCents: whole }),
  ],
  { error: "kind must be 'flat', 'weight' or 'freeAbove'." },
);
const taxRule = z.object({
  id,
  name: text,
  countryCode: text,
  region: text
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  rateBasisPoints: int32,
  taxesShipping: z.boolean({ error: 'Must be true or false.' }),
});
const instant = z.iso
  .datetime({ offset: true, error: 'Must be an ISO 8601 instant.' })
  .nullable()
  .optional()
  .transform((value) => (value ? String(Date.parse(value)) : undefined));
const couponBase = {
  code: z.string({ error: 'Must be text.' }).max(64, { error: 'You have exceeded the character limit.' }),
  minimumSubtotalCents: whole.optional().transform((value) => value ?? 0),
  startsAt: instant,
  endsAt: instant,
  totalUsageLimit: int32
    .nullable()
    .optional()
    .transform((value) => value ?? undefined),
  perCustomerLimit: int32
    .nullable()
    .optional()
    .transform((value) => value ?? undefined),
  timesUsed: z.unknown().optional(),
};
const coupon = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...couponBase, kind: z.literal('percentage'), percent: int32 }),
    z.object({ ...couponBase, kind: z.literal('fixedAmount'), amountCents: whole }),
    z.object({ ...couponBase, kind: z.literal('freeShipping') }),
  ],
  { error: "kind must be 'percentage', 'fixedAmount' or 'freeShipping'." },
);

/** PUT /api/owner/checkout-settings: the three lists whole (timesUsed is read only and ignored). */
export const checkoutSettingsBody = z.object(
  {
    shippingRates: z.array(shippingRate, { error: 'Must be a list.' }).max(100, { error: 'At most 100 rates.' }),
    taxRules: z.array(taxRule, { error: 'Must be a list.' }).max(500, { error: 'At most 500 rules.' }),
    coupons: z.array(coupon, { error: 'Must be a list.' }).max(1000, { error: 'At most 1000 coupons.' }),
  },
  { error: 'The request body must be a JSON object.' },
);

export function checkoutSettingsRequest(body: z.output<typeof checkoutSettingsBody>): cartCheckoutV1.CheckoutSettings {
  return {
    shippingRates: body.shippingRates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      everywhere: rate.zone === 'everywhere',
      zoneCountries: rate.zone === 'everywhere' ? [] : rate.zone,
      kind: rate.kind,
      costCents: String(rate.kind === 'flat' ? rate.costCents : 0),
      tiers:
        rate.kind === 'weight'
          ? rate.tiers.map((tier) => ({
              upToGrams: tier.upToGrams === null ? undefined : String(tier.upToGrams),
              costCents: String(tier.costCents),
            }))
          : [],
      minimumSubtotalCents: String(rate.kind === 'freeAbove' ? rate.minimumSubtotalCents : 0),
    })),
    taxRules: body.taxRules,
    coupons: body.coupons.map((item) => ({
      code: item.code,
      kind: item.kind,
      percent: item.kind === 'percentage' ? item.percent : 0,
      amountCents: String(item.kind === 'fixedAmount' ? item.amountCents : 0),
      minimumSubtotalCents: String(item.minimumSubtotalCents),
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      totalUsageLimit: item.totalUsageLimit,
      perCustomerLimit: item.perCustomerLimit,
      timesUsed: 0,
    })),
  };
}

/** Error handler of the routes that read checkout input: the refused fields, each with its message. */
export function checkoutInputErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!(error instanceof CheckoutInputRefused) || res.headersSent) return next(error);
  res.status(400).json({ message: error.message, errors: error.errors });
}

/** The body as `schema` reads it, or CheckoutInputRefused with one message per field path. */
export function readCheckoutInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw new CheckoutInputRefused(errors);
}
