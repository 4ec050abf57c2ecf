import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { decodeCursor, DEFAULT_PAGE_SIZE, encodeCursor, MAX_PAGE_SIZE, validatePageSize } from './cursor';

describe('paging cursors', () => {
  const cursor = { collectionId: 'c1', position: 40, id: 'abc123' };

  it('round-trips and is opaque', () => {
    const text = encodeCursor(cursor);
    expect(text).not.toContain('abc123');
    expect(decodeCursor(text, 'c1')).toEqual(cursor);
  });

  it('rejects garbage, truncation and edits with a clear message', () => {
    const text = encodeCursor(cursor);
    const [body, sum] = text.split('.') as [string, string];
    const edited = Buffer.from(Buffer.from(body, 'base64url').toString().replace('40', '41')).toString('base64url');
    for (const bad of ['', 'garbage', text.slice(0, -1), `${edited}.${sum}`, `${text}.x`, `${body}.`]) {
      expect(() => decodeCursor(bad, 'c1')).toThrow('Invalid cursor');
    }
  });

  it('rejects a cursor from another collection', () => {
    expect(() => decodeCursor(encodeCursor(cursor), 'c2')).toThrow(
      new InvalidArgumentError('Invalid cursor: it belongs to another collection.'),
    );
  });

  it('validates page sizes', () => {
    expect(validatePageSize(undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(validatePageSize(0)).toBe(DEFAULT_PAGE_SIZE);
    expect(validatePageSize(MAX_PAGE_SIZE)).toBe(MAX_PAGE_SIZE);
    expect(() => validatePageSize(MAX_PAGE_SIZE + 1)).toThrow(InvalidArgumentError);
    expect(() => validatePageSize(2.5)).toThrow(InvalidArgumentError);
    expect(() => validatePageSize(-1)).toThrow(InvalidArgumentError);
  });
});
