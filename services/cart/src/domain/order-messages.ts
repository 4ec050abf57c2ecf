/** Texts a shopper reads at checkout. */
export const ORDER_MESSAGES = {
  attemptId: 'attemptId must be 1 to 200 characters.',
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid.',
  tooManyGiftCards: 'At most 10 gift cards can pay one order.',
  cartEmpty: 'Your cart is empty.',
  subscriptionCart: 'A subscription is not bought as a one-time order.',
  websiteId: 'websiteId is required.',
  cartChanged: 'Your cart changed while your order was being placed. Please review it and place your order again.',
  giftCardUnknown: 'That gift card code is not valid.',
  giftCardCurrency: 'That gift card is in another currency.',
  giftCardEmpty: 'That gift card has no balance left.',
  giftCardSpent: 'A gift card was spent while your order was being placed. Please place your order again.',
  interrupted: 'Your order could not be completed, and nothing was charged. Please place your order again.',
  orderNotFound: 'That order does not exist.',
  pageSize: 'pageSize must be 0 to 100.',
} as const;
