import { InvalidArgumentError } from '@storefront/service-kit/errors';
import type { AdditionalFields, AdditionalFieldValue } from './cart';

export const MAX_ADDITIONAL_FIELDS = 50;
/**
 * Characters of one entry's answers as JSON, the API's own limit: with at most 100 entries, what
 * one cart holds (and every answer about it carries) stays a few megabytes at most.
 */
export const MAX_ADDITIONAL_FIELDS_LENGTH = 32_000;

const NOT_AN_OBJECT = 'Additional fields must be a JSON object keyed by field id.';
const BAD_VALUE = 'Each additional field must be text, a list of texts or an object of texts.';

// PostgreSQL text and JSONB cannot hold the NUL character; no form answer needs it.
const isText = (value: unknown): value is string => typeof value === 'string' && !value.includes('\u0000');

function isFieldValue(value: unknown): value is AdditionalFieldValue {
  if (isText(value)) return true;
  if (Array.isArray(value)) return value.every(isText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, part]) => isText(key) && isText(part));
  }
  return false;
}

/**
 * The custom-form answers as sent: '' or '{}' means none. Answers are kept exactly as given and
 * never interpreted, so markup in them stays text wherever they are shown.
 */
export function parseAdditionalFields(json: string): AdditionalFields | null {
  if (json.trim() === '') return null;
  if (json.length > MAX_ADDITIONAL_FIELDS_LENGTH) {
    throw new InvalidArgumentError(`Additional fields may hold at most ${MAX_ADDITIONAL_FIELDS_LENGTH} characters.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new InvalidArgumentError(NOT_AN_OBJECT);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new InvalidArgumentError(NOT_AN_OBJECT);
  const fields = Object.entries(parsed);
  if (fields.length > MAX_ADDITIONAL_FIELDS) {
    throw new InvalidArgumentError(`Additional fields may hold at most ${MAX_ADDITIONAL_FIELDS} answers.`);
  }
  if (!fields.every(([key, value]) => isText(key) && isFieldValue(value))) throw new InvalidArgumentError(BAD_VALUE);
  return fields.length === 0 ? null : (parsed as AdditionalFields);
}

/** Key order carries no meaning (and JSONB does not keep it), so equal answers compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, part]) => [key, canonical(part)]),
    );
  }
  return value;
}

export function sameAdditionalFields(a: AdditionalFields | null, b: AdditionalFields | null): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export function additionalFieldsJson(fields: AdditionalFields | null): string {
  return fields === null ? '' : JSON.stringify(fields);
}
