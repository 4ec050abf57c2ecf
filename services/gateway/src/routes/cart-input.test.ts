import { addEntryBody, quantityBody, readInput, subscriptionBody } from './cart-input';
import { BadRequest } from './query';

describe('cart input', () => {
  it('reads an add with text quantity, no sku and no answers', () => {
    expect(readInput(addEntryBody, { itemId: 'i1', quantity: ' 2 ', additionalFields: null })).toEqual({
      itemId: 'i1',
      sku: '',
      quantity: 2,
      additionalFields: '',
    });
    expect(readInput(addEntryBody, { itemId: 'i1' }).quantity).toBe(1);
    expect(readInput(addEntryBody, { itemId: 'i1', additionalFields: {} }).additionalFields).toBe('');
    expect(readInput(addEntryBody, { itemId: 'i1', additionalFields: { a: '<b>' } }).additionalFields).toBe(
      '{"a":"<b>"}',
    );
  });

  it.each([
    [{ quantity: 'abc' }, 'Quantity must be a number.'],
    [{ quantity: null }, 'Quantity must be a number.'],
    [{ quantity: true }, 'Quantity must be a number.'],
    [{ quantity: '1e400' }, 'Quantity must be a number.'],
    [{ quantity: '0x10' }, 'Quantity must be a number.'],
    [{ quantity: '1e3' }, 'Quantity must be a number.'],
    [{ quantity: '0b11' }, 'Quantity must be a number.'],
    [{ quantity: 'Infinity' }, 'Quantity must be a number.'],
    [{ quantity: '2.5' }, 'Quantity must be a whole number.'],
    [{ quantity: 0.5 }, 'Quantity must be a whole number.'],
    [{ quantity: -1 }, 'Quantity must be at least 1.'],
    [{ quantity: 10_000 }, 'Quantity must be at most 9999.'],
    [{ sku: 5 }, 'sku must be text.'],
    [{ itemId: 7 }, 'itemId is required.'],
    [{ additionalFields: 'x'.repeat(10) }, 'additionalFields must be an object or null.'],
    [{ additionalFields: { a: 'x'.repeat(40_000) } }, 'additionalFields is too large.'],
  ])('refuses %p', (change, message) => {
    expect(() => readInput(addEntryBody, { itemId: 'i1', ...change })).toThrow(new BadRequest(message));
  });

  it('refuses quantities that are not decimal text on the subscription path too', () => {
    expect(() => readInput(subscriptionBody, { itemId: 'i1', qty: '0x10' })).toThrow('Quantity must be a number.');
    expect(() => readInput(quantityBody, { quantity: '1e3' })).toThrow('Quantity must be a number.');
    expect(readInput(quantityBody, { quantity: ' 12 ' }).quantity).toBe(12);
  });

  it('refuses control characters in ids and skus', () => {
    expect(() => readInput(addEntryBody, { itemId: 'a\u0000b' })).toThrow('itemId must be printable text.');
    expect(() => readInput(addEntryBody, { itemId: 'a', sku: 'b\u0007' })).toThrow('sku must be printable text.');
  });

  it('reads the subscription quantity from qty first, then quantity, and answers as JSON text', () => {
    expect(readInput(subscriptionBody, { itemId: 'i1', qty: '3', quantity: 5 }).quantity).toBe(3);
    expect(readInput(subscriptionBody, { itemId: 'i1', quantity: 5 }).quantity).toBe(5);
    expect(readInput(subscriptionBody, { itemId: 'i1' })).toEqual({
      itemId: 'i1',
      sku: '',
      quantity: 1,
      additionalFields: '',
      subscriptionOptionId: '',
    });
    expect(readInput(subscriptionBody, { itemId: 'i1', additionalFields: '{"a":"b"}' }).additionalFields).toBe(
      '{"a":"b"}',
    );
    expect(() => readInput(subscriptionBody, { itemId: 'i1', additionalFields: '"text"' })).toThrow(
      'additionalFields must be a JSON object.',
    );
  });
});
