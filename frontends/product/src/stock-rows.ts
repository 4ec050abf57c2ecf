import type { StockRow } from './stock-availability';

/** The stock endpoint answers for at most this many products per request. */
const MAX_ITEMS_PER_REQUEST = 50;

const pending = new Map<string, Promise<StockRow[]>>();

async function fetchRows(itemIds: string[]): Promise<StockRow[]> {
  const response = await fetch(`/api/commerce/inventory/stock/?itemId=${itemIds.map(encodeURIComponent).join(',')}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`stock request failed: HTTP ${response.status}`);
  const body = (await response.json()) as { results?: unknown };
  if (!Array.isArray(body.results)) throw new Error('stock response has no results');
  return body.results as StockRow[];
}

/**
 * Fresh stock of every variant of these products, fetched once per product per page (several
 * products share one request). Single-variant products carry no variant data in their markup, so
 * their sku comes from here too.
 */
export function loadStock(itemIds: readonly string[]): void {
  const missing = [...new Set(itemIds)].filter((id) => !pending.has(id));
  for (let start = 0; start < missing.length; start += MAX_ITEMS_PER_REQUEST) {
    const batch = missing.slice(start, start + MAX_ITEMS_PER_REQUEST);
    const rows = fetchRows(batch);
    for (const id of batch)
      pending.set(
        id,
        rows.then((all) => all.filter((row) => row.itemId === id)),
      );
  }
}

export function stockOf(itemId: string): Promise<StockRow[]> {
  loadStock([itemId]);
  return pending.get(itemId) as Promise<StockRow[]>;
}

/** A failed stock request may be retried by the next caller. */
export function forgetStock(itemId: string): void {
  pending.delete(itemId);
}
