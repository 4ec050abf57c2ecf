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

/** At or below this many pieces left the scarcity wording replaces 'In stock'. */
export const scarcityThreshold = 3;

export const availabilityWordings = {
  chooseOptions: 'Select options to see availability.',
  inStock: 'In stock',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
  onlyLeft: (count: number) => `Only ${count} left`,
} as const;

export function unselectedOptions(chosen: ChosenOptions): string[] {
  return Object.keys(chosen).filter((name) => chosen[name] === null || chosen[name] === '');
}

/** The row whose attributes agree with every chosen option (options the row lacks do not match). */
export function matchVariant(rows: readonly StockRow[], chosen: ChosenOptions): StockRow | undefined {
  const names = Object.keys(chosen);
  return rows.find((row) => names.every((name) => row.attributes[name] === chosen[name]));
}

function wordingFor(unlimited: boolean, qtyInStock: number): string {
  if (unlimited) return availabilityWordings.inStock;
  if (qtyInStock <= 0) return availabilityWordings.soldOut;
  if (qtyInStock <= scarcityThreshold) return availabilityWordings.onlyLeft(qtyInStock);
  return availabilityWordings.inStock;
}

export function availabilityWording(rows: readonly StockRow[], chosen: ChosenOptions): string {
  if (unselectedOptions(chosen).length > 0) return availabilityWordings.chooseOptions;
  if (Object.keys(chosen).length === 0) {
    // no variant controls: the product as a whole, sold out only when every variant is (spec §4)
    if (rows.length === 0) return availabilityWordings.unavailable;
    if (rows.some((row) => row.unlimited)) return availabilityWordings.inStock;
    return wordingFor(
      false,
      rows.reduce((total, row) => total + Math.max(0, row.qtyInStock), 0),
    );
  }
  const row = matchVariant(rows, chosen);
  return row ? wordingFor(row.unlimited, row.qtyInStock) : availabilityWordings.unavailable;
}
