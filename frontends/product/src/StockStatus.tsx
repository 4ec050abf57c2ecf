import { useEffect, useState } from 'react';
import { availabilityWording, type StockRow } from './stock-availability';
import { fetchStock } from './stock-request';
import { readChosenOptions } from './variant-choice';

interface StockStatusProps {
  itemId: string;
  /** The `.product-variants` block of the same item, or null for a product without options. */
  variants: Element | null;
}

/**
 * Fills the server's empty `aria-live` stock region. Until the stock is known (or when it cannot
 * be fetched) it renders nothing, so screen readers never hear a guess.
 */
export function StockStatus({ itemId, variants }: StockStatusProps) {
  const [rows, setRows] = useState<StockRow[] | null>(null);
  const [chosen, setChosen] = useState(() => readChosenOptions(variants));

  useEffect(() => {
    const request = new AbortController();
    fetchStock(itemId, request.signal).then(setRows, () => setRows(null));
    return () => request.abort();
  }, [itemId]);

  useEffect(() => {
    if (!variants) return;
    const onChange = () => setChosen(readChosenOptions(variants));
    variants.addEventListener('change', onChange);
    return () => variants.removeEventListener('change', onChange);
  }, [variants]);

  return rows ? <>{availabilityWording(rows, chosen)}</> : null;
}
