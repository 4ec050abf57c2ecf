import { InvalidArgumentError } from '@storefront/service-kit/errors';

/**
 * Keyset paging cursors. A cursor names the last item of a page by its sort key (position, id)
 * and the collection it belongs to. It is opaque to callers: base64url of a small JSON body plus a
 * checksum, so a truncated, hand-edited or foreign cursor is rejected with a clear message instead
 * of silently returning the wrong page. It is not a security boundary: it only names public items.
 */
export interface ItemCursor {
  collectionId: string;
  position: number;
  id: string;
}

const VERSION = 1;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function encodeCursor(cursor: ItemCursor): string {
  const body = JSON.stringify([VERSION, cursor.collectionId, cursor.position, cursor.id]);
  return `${Buffer.from(body, 'utf8').toString('base64url')}.${checksum(body)}`;
}

export function decodeCursor(text: string, collectionId: string): ItemCursor {
  const invalid = () => new InvalidArgumentError('Invalid cursor: pass back the nextPageCursor of the previous page.');
  const [encoded, sum, extra] = text.split('.');
  if (!encoded || !sum || extra !== undefined) throw invalid();
  const body = Buffer.from(encoded, 'base64url').toString('utf8');
  if (checksum(body) !== sum) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== VERSION) throw invalid();
  const [, cursorCollectionId, position, id] = parsed as unknown[];
  if (typeof cursorCollectionId !== 'string' || !Number.isSafeInteger(position) || typeof id !== 'string') {
    throw invalid();
  }
  if (cursorCollectionId !== collectionId) {
    throw new InvalidArgumentError('Invalid cursor: it belongs to another collection.');
  }
  return { collectionId, position: position as number, id };
}

export function validatePageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || pageSize === 0) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new InvalidArgumentError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return pageSize;
}

/** FNV-1a, 32 bits, as 8 hex digits: enough to catch corruption and guesswork, cheap to compute. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
