/**
 * PostgreSQL cannot store U+0000 in text and answers such a query with an error, so a NUL anywhere
 * in a request would surface as INTERNAL deep in a handler. The kit's server refuses it up front.
 */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters.';

/**
 * Whether any string of a decoded request holds U+0000: fields, nested messages, repeated fields
 * and map keys and values alike. Bytes fields are binary and may hold zeros.
 */
export function holdsNulCharacter(request: unknown): boolean {
  // A stack, not recursion: however deep a message nests, the walk cannot overflow.
  const pending: unknown[] = [request];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, field] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(field);
      }
    }
  }
  return false;
}
