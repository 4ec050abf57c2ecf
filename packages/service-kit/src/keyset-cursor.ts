import type { z } from 'zod';
import { InvalidArgumentError } from './domain-errors';

/**
 * Keyset cursors of the services' lists: base64url of a small JSON of the last row's sort key.
 * Opaque to callers, and checked against the list's own schema when it comes back, so a cursor of
 * another list, a hand-edited one or garbage is INVALID_ARGUMENT, never a failed query.
 */
export const CURSOR_INVALID_MESSAGE = 'The cursor is not valid.';

export function encodeCursor(key: object): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Far above any real cursor: nothing larger is decoded at all. */
const MAX_CURSOR_LENGTH = 1024;

/** undefined for '' (the first page). */
export function decodeCursor<S extends z.ZodType>(cursor: string, schema: S): z.infer<S> | undefined {
  if (cursor === '') return undefined;
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor))
    throw new InvalidArgumentError(CURSOR_INVALID_MESSAGE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidArgumentError(CURSOR_INVALID_MESSAGE);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new InvalidArgumentError(CURSOR_INVALID_MESSAGE);
  return result.data;
}
