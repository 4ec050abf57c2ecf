import { z } from 'zod';
import { decodeCursor, encodeCursor } from './keyset-cursor';

const schema = z.strictObject({ t: z.iso.datetime(), i: z.uuid() });

describe('keyset cursors', () => {
  it('give back the sort key they were made from', () => {
    const key = { t: '2026-11-25T18:00:00.123Z', i: '0d6f1f4e-8a52-4c1b-9d7e-2f1a3b4c5d6e' };
    expect(decodeCursor(encodeCursor(key), schema)).toEqual(key);
    expect(decodeCursor('', schema)).toBeUndefined();
  });

  it.each([
    ['not base64url', '%%%'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['another shape', encodeCursor({ t: 'yesterday', i: 'x' })],
    ['extra fields', encodeCursor({ t: '2026-11-25T18:00:00.123Z', i: '0d6f1f4e-8a52-4c1b-9d7e-2f1a3b4c5d6e', x: 1 })],
    ['too long', 'a'.repeat(5000)],
  ])('refuses %s as INVALID_ARGUMENT', (_name, cursor) => {
    expect(() => decodeCursor(cursor, schema)).toThrow(expect.objectContaining({ status: 'INVALID_ARGUMENT' }));
  });
});
