export { instantArray } from '@storefront/service-kit';

/** A PostgreSQL array literal of plain words (event names, no quotes or commas), for `::text[]`. */
export function wordArray(words: readonly string[]): string {
  return `{${words.join(',')}}`;
}
