import { restockEmailMessages, restockEmailProblem } from './restock-email';

describe('restock sign-up e-mail', () => {
  test.each([
    ['', restockEmailMessages.blank],
    ['   ', restockEmailMessages.blank],
    ['not-an-email', restockEmailMessages.invalid],
    ['a@b', restockEmailMessages.invalid],
    ['two words@example.com', restockEmailMessages.invalid],
    [`${'a'.repeat(250)}@example.com`, restockEmailMessages.invalid],
  ])('%j is refused with %j', (typed, message) => {
    expect(restockEmailProblem(typed)).toBe(message);
  });

  test.each(['shopper@example.com', '  shopper@example.com  ', 'Shopper.Name+tag@shop.example.co.uk'])(
    '%j will do',
    (typed) => {
      expect(restockEmailProblem(typed)).toBeUndefined();
    },
  );

  test('the spec wording, word for word', () => {
    expect(restockEmailMessages).toEqual({ blank: 'Email cannot be blank', invalid: 'Email is invalid.' });
  });
});
