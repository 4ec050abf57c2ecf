/** ISO 4217 codes the platform's Intl data knows, exactly as written (upper case). */
const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export function isKnownCurrency(code: string): boolean {
  return KNOWN_CURRENCIES.has(code);
}

/**
 * Not an ISO code: Intl formats it like any currency it has no symbol for. Amounts in a code
 * nobody knows are formatted in this one and its symbol is left out, so they keep the locale's
 * layout (" 1,234.50") without printing a made-up code.
 */
export const STAND_IN_CURRENCY = 'XYZ';
