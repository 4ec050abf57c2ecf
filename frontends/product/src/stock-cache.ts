import type { StockRow } from './stock-availability';
import { forgetStock, stockOf } from './stock-rows';

const known = new Map<string, StockRow[]>();

/** The stock rows already fetched for a product, or null while they are not known. */
export function cachedStock(itemId: string): StockRow[] | null {
  return known.get(itemId) ?? null;
}

/** Fresh stock for a product; resolves null (and allows a retry) when it cannot be fetched. */
export async function freshStock(itemId: string): Promise<StockRow[] | null> {
  try {
    const rows = await stockOf(itemId);
    known.set(itemId, rows);
    return rows;
  } catch {
    forgetStock(itemId);
    return null;
  }
}
