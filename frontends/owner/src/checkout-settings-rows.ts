import type { CouponJson, ShippingRateJson, TaxRuleJson } from '@storefront/contracts';

/**
 * The checkout settings as the owner's form edits them: every value as the control holds it, so
 * a half-typed number is not lost; turned back into the API's shapes on save, where the gateway
 * and the cart service judge them.
 */
export interface RateRow {
  id: string;
  name: string;
  kind: ShippingRateJson['kind'];
  /** 'everywhere' or country codes separated by commas. */
  zone: string;
  /** The flat cost, or the subtotal free shipping starts at. */
  amountCents: number;
  /** Weight tiers, one per line as 'up to grams = cost in cents' ('* = 900' for the open tier). */
  tiers: string;
}

export interface TaxRow extends Omit<TaxRuleJson, 'rateBasisPoints' | 'region'> {
  region: string;
  /** The rate in percent as typed ('8.875'). */
  ratePercent: string;
}

export interface CouponRow {
  code: string;
  kind: CouponJson['kind'];
  /** Percent off, or the amount off in cents; unused for free shipping. */
  value: number;
  minimumSubtotalCents: number;
  /** YYYY-MM-DD, '' for open-ended. */
  startsOn: string;
  endsOn: string;
  totalUsageLimit: string;
  perCustomerLimit: string;
  timesUsed: number;
}

export function rateRow(rate: ShippingRateJson): RateRow {
  const zone = rate.zone === 'everywhere' ? 'everywhere' : rate.zone.join(', ');
  const amountCents = rate.kind === 'flat' ? rate.costCents : rate.kind === 'freeAbove' ? rate.minimumSubtotalCents : 0;
  const tiers =
    rate.kind === 'weight' ? rate.tiers.map((tier) => `${tier.upToGrams ?? '*'} = ${tier.costCents}`).join('\n') : '';
  return { id: rate.id, name: rate.name, kind: rate.kind, zone, amountCents, tiers };
}

export function rateOf(row: RateRow): ShippingRateJson {
  const zone: ShippingRateJson['zone'] =
    row.zone.trim().toLowerCase() === 'everywhere'
      ? 'everywhere'
      : row.zone
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean);
  const base = { id: row.id, name: row.name.trim(), zone };
  if (row.kind === 'flat') return { ...base, kind: 'flat', costCents: row.amountCents };
  if (row.kind === 'freeAbove') return { ...base, kind: 'freeAbove', minimumSubtotalCents: row.amountCents };
  const tiers = row.tiers
    .split('\n')
    .map((line) => line.split('=').map((part) => part.trim()))
    .filter(([upTo]) => upTo !== undefined && upTo !== '')
    .map(([upTo, cost]) => ({ upToGrams: upTo === '*' ? null : Number(upTo), costCents: Number(cost) }));
  return { ...base, kind: 'weight', tiers };
}

export function taxRow(rule: TaxRuleJson): TaxRow {
  return { ...rule, region: rule.region ?? '', ratePercent: String(rule.rateBasisPoints / 100) };
}

export function taxOf(row: TaxRow): TaxRuleJson {
  const { ratePercent, region, ...rest } = row;
  return {
    ...rest,
    countryCode: rest.countryCode.trim().toUpperCase(),
    region: region.trim() === '' ? null : region.trim().toUpperCase(),
    // basis points are whole: 8.875 % is 887.5 and refused as such rather than rounded unseen
    rateBasisPoints: Number(ratePercent) * 100,
  };
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const limit = (value: number | null) => (value === null ? '' : String(value));

export function couponRow(coupon: CouponJson): CouponRow {
  const value = coupon.kind === 'percentage' ? coupon.percent : coupon.kind === 'fixedAmount' ? coupon.amountCents : 0;
  return {
    code: coupon.code,
    kind: coupon.kind,
    value,
    minimumSubtotalCents: coupon.minimumSubtotalCents,
    startsOn: day(coupon.startsAt),
    endsOn: day(coupon.endsAt),
    totalUsageLimit: limit(coupon.totalUsageLimit),
    perCustomerLimit: limit(coupon.perCustomerLimit),
    timesUsed: coupon.timesUsed,
  };
}

const instant = (date: string) => (date === '' ? null : new Date(`${date}T00:00:00Z`).toISOString());
const limitOf = (text: string) => (text.trim() === '' ? null : Number(text));

export function couponOf(row: CouponRow): CouponJson {
  const rest = {
    code: row.code.trim(),
    minimumSubtotalCents: row.minimumSubtotalCents,
    startsAt: instant(row.startsOn),
    endsAt: instant(row.endsOn),
    totalUsageLimit: limitOf(row.totalUsageLimit),
    perCustomerLimit: limitOf(row.perCustomerLimit),
    timesUsed: row.timesUsed,
  };
  if (row.kind === 'percentage') return { ...rest, kind: 'percentage', percent: row.value };
  if (row.kind === 'fixedAmount') return { ...rest, kind: 'fixedAmount', amountCents: row.value };
  return { ...rest, kind: 'freeShipping' };
}
