/**
 * Arithmetic on integer minor units shared by tax and coupons. BigInt in the middle so that a
 * large amount times a rate never leaves the range where a float is exact.
 */

/** amount × numerator / denominator, rounded half up to a whole minor unit; amount ≥ 0. */
export function shareHalfUp(amountMinor: number, numerator: number, denominator: number): number {
  const scaled = BigInt(amountMinor) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(scaled / (2n * BigInt(denominator)));
}

/** Throws when an amount or a count is not a whole, non-negative, safe number. */
export function assertWhole(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number, got ${value}`);
  }
}
