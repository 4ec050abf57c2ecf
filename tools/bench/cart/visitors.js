'use strict';

/** The cookie pairs of a response's Set-Cookie headers, by name. */
function setCookies(response) {
  const cookies = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    cookies[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

/** The product id a product page carries on its add-to-cart button. */
async function productIdOf(url, slug) {
  const response = await fetch(`${url}/shop/p/${slug}`);
  const html = await response.text();
  const match = /class="sqs-add-to-cart-button[^"]*"[^>]*data-item-id="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no add-to-cart button with an item id on /shop/p/${slug}`);
  return match[1];
}

/**
 * A visitor as a browser would be one: a crumb from a page view, then a cart from a first add.
 * Returns the headers every later add of this visitor carries.
 */
async function newVisitor(url, itemId) {
  const page = await fetch(`${url}/shop`);
  await page.arrayBuffer();
  const { crumb } = setCookies(page);
  if (!crumb) throw new Error('the shop page set no crumb cookie');
  const add = await fetch(`${url}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}` },
    body: JSON.stringify({ itemId, sku: '', quantity: 1, additionalFields: null }),
  });
  if (add.status !== 200) throw new Error(`the first add answered ${add.status}: ${await add.text()}`);
  const { CART } = setCookies(add);
  await add.arrayBuffer();
  if (!CART) throw new Error('the first add set no CART cookie');
  return {
    'content-type': 'application/json',
    'x-csrf-token': crumb,
    cookie: `crumb=${crumb}; CART=${CART}; hasCart=true`,
  };
}

/** The total quantity of a visitor's cart, as the cart API reports it. */
async function cartQuantity(url, headers) {
  const response = await fetch(`${url}/api/commerce/shopping-cart`, { headers: { cookie: headers.cookie } });
  if (response.status !== 200) throw new Error(`reading a cart answered ${response.status}`);
  const cart = await response.json();
  return cart.totalQuantity;
}

module.exports = { productIdOf, newVisitor, cartQuantity };
