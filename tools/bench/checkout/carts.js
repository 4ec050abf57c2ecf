'use strict';
const { newVisitor } = require('../cart/visitors');

/** A New York address: the demo checkout settings ship it at a flat rate and tax it. */
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Main St',
  line2: '',
  city: 'New York',
  region: 'NY',
  postalCode: '10001',
  countryCode: 'US',
  phone: '',
};

/**
 * A cart ready to be bought, as a shopper leaves it before pressing pay: a page view's crumb, one
 * unit added, e-mail and shipping address saved. Returns the headers its place-order carries.
 */
async function readyCart(url, itemId, index) {
  const headers = await newVisitor(url, itemId);
  const saved = await fetch(`${url}/api/commerce/checkout`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ email: `buyer${index}@example.com`, shippingAddress: ADDRESS }),
  });
  if (saved.status !== 200) throw new Error(`saving the checkout answered ${saved.status}: ${await saved.text()}`);
  await saved.arrayBuffer();
  return headers;
}

/** `count` carts made `concurrency` at a time. */
async function readyCarts(url, itemId, count, concurrency = 16) {
  const carts = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      carts[index] = await readyCart(url, itemId, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return carts;
}

const ORDER_PATH = '/api/commerce/checkout/orders';
/** The test provider's approved card. */
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/** The place-order request of one cart: its own attempt, the approved card. */
function placeOrderRequest(headers, attempt) {
  return {
    method: 'POST',
    path: ORDER_PATH,
    headers: { ...headers, 'idempotency-key': attempt },
    body: JSON.stringify({ attemptId: attempt, card: CARD }),
  };
}

module.exports = { readyCarts, placeOrderRequest };
