import { formatMinorUnits } from '@storefront/commerce';
import type { Analytics } from './owner-api';

type Totals = Analytics['totals'];
type Day = Analytics['daily'][number];

/** The totals in the order the page lists them, with their names. */
export const totalLabels: { key: Exclude<keyof Totals, 'revenueCents' | 'currency'>; label: string }[] = [
  { key: 'visits', label: 'Visits' },
  { key: 'uniqueVisitors', label: 'Unique visitors' },
  { key: 'pageViews', label: 'Page views' },
  { key: 'productViews', label: 'Product views' },
  { key: 'addsToCart', label: 'Adds to cart' },
  { key: 'checkouts', label: 'Checkouts' },
  { key: 'purchases', label: 'Purchases' },
  { key: 'orders', label: 'Orders' },
];

/** The lines of the daily chart, and the columns of its table. */
export const dailySeries: { key: Exclude<keyof Day, 'date'>; label: string }[] = [
  { key: 'visits', label: 'Visits' },
  { key: 'uniqueVisitors', label: 'Unique visitors' },
  { key: 'pageViews', label: 'Page views' },
];

export const deviceNames: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

const counts = new Intl.NumberFormat('en');

/** "1,234". */
export const shownCount = (value: number) => counts.format(value);

/** "$1,234.50": the currency's own fraction digits (spec §3), comma thousands and point decimals. */
export function shownRevenue({ revenueCents, currency }: Totals): string {
  return formatMinorUnits(revenueCents, currency);
}

/** A funnel step's rate as a whole percent, "42%"; the first step is 100%. */
export const shownRate = (rate: number) => `${Math.round(rate * 100)}%`;
