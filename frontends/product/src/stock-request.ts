import type { StockRow } from './stock-availability';

export async function fetchStock(itemId: string, signal: AbortSignal): Promise<StockRow[]> {
  const response = await fetch(`/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`stock request failed: HTTP ${response.status}`);
  const body = (await response.json()) as { results?: unknown };
  if (!Array.isArray(body.results)) throw new Error('stock response has no results');
  return body.results as StockRow[];
}
