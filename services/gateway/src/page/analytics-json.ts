import { minorToMajor } from '@storefront/commerce';
import type { AnalyticsJson, AnalyticsTotalsJson as TotalsJson } from '@storefront/contracts';
import type { censusV1 } from '@storefront/proto';
import type { DayRange } from '../upstream/performance';

export type { AnalyticsJson };

const NO_TOTALS: censusV1.Totals = {
  visits: 0,
  uniqueVisitors: 0,
  pageViews: 0,
  productViews: 0,
  addsToCart: 0,
  checkouts: 0,
  purchases: 0,
  orders: 0,
  revenueMinor: '0',
  currency: '',
};

/** `storeCurrency` names the revenue while there were no purchases (the census knows none then). */
function totalsJson(totals: censusV1.Totals | undefined, storeCurrency: string): TotalsJson {
  const { revenueMinor, currency, ...counts } = totals ?? NO_TOTALS;
  return { ...counts, revenueCents: Number(revenueMinor), currency: currency || storeCurrency };
}

export function analyticsJson(
  range: DayRange,
  answer: censusV1.GetAnalyticsResponse,
  storeCurrency: string,
): AnalyticsJson {
  return {
    timeZone: range.timeZone,
    from: range.fromDay,
    to: range.toDay,
    totals: totalsJson(answer.totals, storeCurrency),
    daily: answer.days.map(({ day, totals }) => ({
      date: day,
      visits: totals?.visits ?? 0,
      uniqueVisitors: totals?.uniqueVisitors ?? 0,
      pageViews: totals?.pageViews ?? 0,
    })),
    topPages: answer.topPages.map(({ path, pageViews }) => ({ path, pageViews })),
    topProducts: answer.topProducts.map(({ itemId, title, productViews, addsToCart }) => ({
      itemId,
      title,
      productViews,
      addsToCart,
    })),
    referrers: answer.referrers.map(({ referrer, visits }) => ({ referrer, visits })),
    devices: answer.devices.map(({ device, visits }) => ({ device, visits })),
    funnel: answer.funnel.map(({ step, visitors, rate }) => ({ step, visitors, rate })),
  };
}

/** The CSV export's columns, in order. */
export const ANALYTICS_CSV_COLUMNS = [
  'date',
  'visits',
  'unique_visitors',
  'page_views',
  'product_views',
  'adds_to_cart',
  'checkouts',
  'purchases',
  'revenue',
] as const;

/** One row per day of the range; revenue in the currency's major units with its fraction digits. */
export function analyticsCsvRows(answer: censusV1.GetAnalyticsResponse, storeCurrency: string): string[][] {
  return answer.days.map(({ day, totals }) => {
    const t = totals ?? NO_TOTALS;
    return [
      day,
      String(t.visits),
      String(t.uniqueVisitors),
      String(t.pageViews),
      String(t.productViews),
      String(t.addsToCart),
      String(t.checkouts),
      String(t.purchases),
      minorToMajor(t.revenueMinor, t.currency || storeCurrency),
    ];
  });
}
