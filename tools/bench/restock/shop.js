'use strict';

/** The demo store's products that take restock sign-ups (sold out, merchandising `restockOnSoldOut`). */
const RESTOCK_PRODUCT_SLUGS = ['enamel-pin-set', 'vintage-film-camera'];

/** The value of one cookie a response sets, or undefined. */
function setCookie(response, name) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return line && line.slice(name.length + 1, line.indexOf(';'));
}

/**
 * What a browser holds after viewing `path`: its HTML and the crumb cookie its scripts repeat in
 * X-CSRF-Token on every change.
 */
async function viewPage(url, path) {
  const response = await fetch(`${url}${path}`);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  const crumb = setCookie(response, 'crumb');
  if (!crumb) throw new Error(`GET ${path} set no crumb cookie`);
  return { html, crumb };
}

/**
 * The restock sign-up forms of the demo products, as their pages carry them: one
 * { slug, productId, variantId } per form (a product with options has one per variant).
 */
async function restockForms(url) {
  const forms = [];
  for (const slug of RESTOCK_PRODUCT_SLUGS) {
    const { html } = await viewPage(url, `/shop/p/${slug}`);
    const pattern = /class="product-restock-notification" data-product-id="([^"]+)" data-variant-id="([^"]*)"/g;
    const found = [...html.matchAll(pattern)].map(([, productId, variantId]) => ({ slug, productId, variantId }));
    if (found.length === 0) throw new Error(`/shop/p/${slug} has no restock sign-up form`);
    forms.push(...found);
  }
  return forms;
}

/**
 * An owner signed in as the owner area does it: a crumb from the sign-in page, then
 * POST /api/owner/session. Returns the headers each owner API call carries.
 */
async function ownerHeaders(url, owner) {
  const { crumb } = await viewPage(url, '/config/login');
  const token = decodeURIComponent(crumb);
  const response = await fetch(`${url}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: `crumb=${crumb}` },
    body: JSON.stringify(owner),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`owner sign-in answered ${response.status}`);
  const session = setCookie(response, 'owner_session');
  if (!session) throw new Error('owner sign-in set no owner_session cookie');
  return {
    'content-type': 'application/json',
    'x-csrf-token': token,
    cookie: `crumb=${crumb}; owner_session=${session}`,
  };
}

/** An owner API call answered with JSON; anything but 200 stops the run with the gateway's message. */
async function ownerCall(url, headers, method, path, { body, idempotencyKey } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

module.exports = { RESTOCK_PRODUCT_SLUGS, viewPage, restockForms, ownerHeaders, ownerCall };
