/**
 * Spec §5 Postal codes. The spec lists the messages and hints and gives examples per country, but
 * not which message belongs to which country; POSTAL_CODE_RULES is that decision, one row each.
 */
export const POSTAL_CODE_MESSAGES = {
  zip5: 'ZIP Codes need to be 5 digits.',
  postal4: 'Postal Codes need to be 4 digits',
  postal4Sentence: 'Postal Codes need to be 4 digits.',
  postcode4: 'Postcodes need to be 4 digits',
  postal5: 'Postal Codes need to be 5 digits',
  invalid: 'Invalid postal code.',
  fsa: 'An FSA code is invalid.',
} as const;

export const POSTAL_CODE_HINTS = {
  outcode: 'Enter only the 1-4 character outcode portion of postcodes.',
  eircode: 'Enter only the first three characters of the Eircode',
  // Listed by spec §5 but fits none of its country examples (each asks for 4 or 5 digits or a
  // letter code), so no row below uses it.
  threeDigits: 'Enter up to 3 digits of the postcode',
} as const;

export interface PostalCodeProblem {
  message: string;
  hint?: string;
}

export interface PostalCodeRule {
  /** What a valid code looks like, in words (README table). */
  rule: string;
  /** Matched against the value upper-cased, trimmed, with runs of spaces made one. */
  pattern: RegExp;
  message: string;
  hint?: string;
}

// Canada Post never uses D, F, I, O, Q, U, nor W or Z as the first letter of an FSA.
const FSA = '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z]';
// UK outcode: area (1-2 letters) + district (a digit, then an optional digit or letter).
const OUTCODE = '[A-Z]{1,2}\\d[A-Z\\d]?';
// Eircode routing key: a letter + two digits, and Dublin 6W's one exception.
const ROUTING_KEY = '(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)';

/**
 * The examples of spec §5 name the leading part of a code (FSA, outcode, routing key); a full code
 * starting with a valid leading part is accepted too, since a shipping address carries the whole.
 */
export const POSTAL_CODE_RULES: Readonly<Record<string, PostalCodeRule>> = {
  US: { rule: '5 digits', pattern: /^\d{5}$/, message: POSTAL_CODE_MESSAGES.zip5 },
  CA: {
    rule: '3-character FSA (letter digit letter), optionally the full A1A 1A1',
    pattern: new RegExp(`^${FSA}(?: ?\\d[ABCEGHJ-NPRSTV-Z]\\d)?$`),
    message: POSTAL_CODE_MESSAGES.fsa,
  },
  GB: {
    rule: '1-4 character outcode, optionally followed by the inward code (digit and two letters)',
    pattern: new RegExp(`^${OUTCODE}(?: ?\\d[A-Z]{2})?$`),
    message: POSTAL_CODE_MESSAGES.invalid,
    hint: POSTAL_CODE_HINTS.outcode,
  },
  IE: {
    rule: '3-character Eircode routing key, optionally followed by the 4-character unique identifier',
    pattern: new RegExp(`^${ROUTING_KEY}(?: ?[\\dACDEFHKNPRTVWXY]{4})?$`),
    message: POSTAL_CODE_MESSAGES.invalid,
    hint: POSTAL_CODE_HINTS.eircode,
  },
  ES: { rule: '5 digits', pattern: /^\d{5}$/, message: POSTAL_CODE_MESSAGES.postal5 },
  FR: { rule: '5 digits', pattern: /^\d{5}$/, message: POSTAL_CODE_MESSAGES.postal5 },
  AU: { rule: '4 digits', pattern: /^\d{4}$/, message: POSTAL_CODE_MESSAGES.postcode4 },
  NZ: { rule: '4 digits', pattern: /^\d{4}$/, message: POSTAL_CODE_MESSAGES.postal4Sentence },
  // Not among spec §5's examples: Norway's codes are 4 digits, which takes the unpunctuated variant.
  NO: { rule: '4 digits', pattern: /^\d{4}$/, message: POSTAL_CODE_MESSAGES.postal4 },
};

export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * null when the code fits its country's rule (or the country has none); otherwise what to show.
 * An empty value is the caller's question (required or not), so it is not judged here.
 */
export function checkPostalCode(countryCode: string, value: string): PostalCodeProblem | null {
  const country = countryCode.toUpperCase();
  const rule = Object.hasOwn(POSTAL_CODE_RULES, country) ? POSTAL_CODE_RULES[country] : undefined;
  const code = normalizePostalCode(value);
  if (!rule || code === '' || rule.pattern.test(code)) return null;
  return rule.hint ? { message: rule.message, hint: rule.hint } : { message: rule.message };
}
