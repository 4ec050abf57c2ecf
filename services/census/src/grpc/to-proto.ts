import type { censusV1 } from '@storefront/proto';
import type { Analytics, Figures } from '../actions/get-analytics';

/** A purchase completes a checkout: until checkout exists apart, the two count alike. */
function toTotals(figures: Figures): censusV1.Totals {
  return { ...figures, checkouts: figures.purchases };
}

export function toAnalytics(analytics: Analytics): censusV1.GetAnalyticsResponse {
  return {
    timeZone: analytics.timeZone,
    fromDay: analytics.fromDay,
    toDay: analytics.toDay,
    totals: toTotals(analytics.totals),
    days: analytics.days.map(({ day, figures }) => ({ day, totals: toTotals(figures) })),
    topPages: analytics.topPages,
    topProducts: analytics.topProducts,
    referrers: analytics.referrers,
    devices: analytics.devices,
    funnel: analytics.funnel,
  };
}
