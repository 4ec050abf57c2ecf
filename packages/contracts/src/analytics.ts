/** The totals of an analytics range (census contract). */
export interface AnalyticsTotalsJson {
  visits: number;
  uniqueVisitors: number;
  pageViews: number;
  productViews: number;
  addsToCart: number;
  checkouts: number;
  purchases: number;
  orders: number;
  revenueCents: number;
  currency: string;
}

/** GET /api/owner/analytics?from=&to= : the owner's analytics over days of the site's time zone. */
export interface AnalyticsJson {
  timeZone: string;
  from: string;
  to: string;
  totals: AnalyticsTotalsJson;
  /** One row per day of the range, zeros included. */
  daily: { date: string; visits: number; uniqueVisitors: number; pageViews: number }[];
  /** At most 10 rows each, largest first. */
  topPages: { path: string; pageViews: number }[];
  topProducts: { itemId: string; title: string; productViews: number; addsToCart: number }[];
  /** The referring host, `(direct)` when none or the site itself. */
  referrers: { referrer: string; visits: number }[];
  devices: { device: string; visits: number }[];
  /** Product view, Add to cart, Checkout, Purchase; rate = visitors / the previous step's (1 first, 0 after 0). */
  funnel: { step: string; visitors: number; rate: number }[];
}
