/** Query-string readers that turn malformed input into a message instead of an exception. */

/** Input the client got wrong; answered with a 400 and the message. */
export class BadRequest extends Error {
  readonly status = 400;
}

export class BadQuery extends BadRequest {}

const MAX_VALUE_LENGTH = 512;

/** One optional text value: repeated or nested parameters are malformed. */
export function optionalText(query: Record<string, unknown>, name: string): string {
  const value = query[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new BadQuery(`${name} must be given once, as text.`);
  if (value.length > MAX_VALUE_LENGTH) throw new BadQuery(`${name} is too long.`);
  return value;
}

/**
 * A list of ids from `name=a&name=b` or `name=a,b`: at least one, at most `max`, each matching
 * `pattern`.
 */
export function idList(query: Record<string, unknown>, name: string, pattern: RegExp, max: number): string[] {
  const raw = query[name];
  if (raw === undefined || raw === '') throw new BadQuery(`${name} is required.`);
  const values = Array.isArray(raw) ? raw : [raw];
  if (!values.every((value): value is string => typeof value === 'string')) throw new BadQuery(`${name} must be text.`);
  const ids = values.flatMap((value) => value.split(',')).map((id) => id.trim());
  if (ids.length > max) throw new BadQuery(`At most ${max} values of ${name} are allowed.`);
  const bad = ids.find((id) => !pattern.test(id));
  if (bad !== undefined) throw new BadQuery(`${name} "${bad.slice(0, 64)}" is not a valid id.`);
  return [...new Set(ids)];
}
