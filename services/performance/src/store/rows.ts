/**
 * A PostgreSQL array literal of ISO instants, for `::timestamptz[]`: one parameter whatever the
 * number of days, on both drivers.
 */
export function instantArray(instants: Date[]): string {
  return `{${instants.map((instant) => instant.toISOString()).join(',')}}`;
}

/** A PostgreSQL array literal of plain words (event names, no quotes or commas), for `::text[]`. */
export function wordArray(words: readonly string[]): string {
  return `{${words.join(',')}}`;
}
