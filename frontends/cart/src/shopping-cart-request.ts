/** Total quantity of the visitor's cart from `GET /api/commerce/shopping-cart`; throws on any failure. */
export async function fetchTotalQuantity(): Promise<number> {
  const response = await fetch('/api/commerce/shopping-cart', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`shopping cart request failed: HTTP ${response.status}`);
  const cart = (await response.json()) as { totalQuantity?: unknown };
  if (typeof cart.totalQuantity !== 'number') throw new Error('shopping cart has no totalQuantity');
  return cart.totalQuantity;
}
