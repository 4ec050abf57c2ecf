/**
 * Caps on what one answer may hold. The spec sets no limits beyond the textarea's own; these keep a
 * hostile submission from filling the database while staying far above anything a visitor types.
 */
export const answerLimits = {
  /** One-line values: text, email (already 256 by its own rule), hidden, select, radio, checkbox values. */
  line: 2000,
  /** A textarea without its own character limit. */
  textarea: 20000,
  /** One part of an address, name, date, time or phone. */
  part: 500,
} as const;
