import { inStock, isScarce, matchVariant, totalStock, unselectedOptions, type Stock } from '@storefront/commerce';

/**
 * What the stock live region says for the variant the visitor has chosen. Pure: rows come from
 * `GET /api/commerce/inventory/stock/`, choices from the variant controls.
 */
export interface StockRow {
  itemId: string;
  variantId: string;
  sku: string;
  attributes: Record<string, string>;
  unlimited: boolean;
  qtyInStock: number;
}

/** Option name -> chosen value; null while the visitor has not chosen that option yet. */
export type ChosenOptions = Record<string, string | null>;

export const availabilityWordings = {
  chooseOptions: 'Select options to see availability.',
  inStock: 'In stock',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
  onlyLeft: (count: number) => `Only ${count} left`,
} as const;

function wordingFor(stock: Stock): string {
  if (!inStock(stock)) return availabilityWordings.soldOut;
  if (isScarce(stock)) return availabilityWordings.onlyLeft(stock.qtyInStock);
  return availabilityWordings.inStock;
}

export function availabilityWording(rows: readonly StockRow[], chosen: ChosenOptions): string {
  // the controls on the page are the options, in their order
  const options = Object.keys(chosen);
  if (unselectedOptions(options, chosen).length > 0) return availabilityWordings.chooseOptions;
  if (options.length === 0) {
    // no variant controls: the product as a whole, sold out only when every variant is (spec §4)
    if (rows.length === 0) return availabilityWordings.unavailable;
    // an oversold variant (negative count) takes nothing from the others' pieces
    const total = totalStock(
      rows.map((row) => ({ unlimited: row.unlimited, qtyInStock: Math.max(0, row.qtyInStock) })),
    );
    return wordingFor({ unlimited: total === Infinity, qtyInStock: total });
  }
  const row = matchVariant({ variantOptionOrdering: options, variants: rows }, chosen);
  return row ? wordingFor(row) : availabilityWordings.unavailable;
}
