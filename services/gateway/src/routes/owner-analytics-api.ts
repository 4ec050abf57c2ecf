import type { Request, Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { ANALYTICS_CSV_COLUMNS, analyticsCsvRows, analyticsJson } from '../page/analytics-json';
import type { Pages } from '../page/pages';
import type { Census } from '../upstream/census';
import type { OwnerApiHandlers } from './owner-api-handlers';
import { dayRangeOf } from './performance-input';
import { siteTimeZone } from './site-time-zone';

/** Without from and to the analytics page shows the 30 days ending today. */
const DEFAULT_RANGE_DAYS = 30;

/**
 * The owner's analytics page (spec §1): visits, visitors, pages, products, referrers, devices and
 * the commerce funnel over days of the site's time zone, from the census service; and the same
 * per day as a CSV file.
 */
export function ownerAnalyticsApi(
  census: Census,
  pages: Pages,
): Pick<OwnerApiHandlers, 'analytics' | 'analyticsExport'> {
  const read = async (req: Request) => {
    const range = dayRangeOf(req.query, await siteTimeZone(pages), new Date(), DEFAULT_RANGE_DAYS);
    const [answer, settings] = await Promise.all([census.analytics(range), pages.settings()]);
    return { range, answer, storeCurrency: settings.store?.selectedCurrency || 'USD' };
  };

  return {
    async analytics(req: Request, res: Response) {
      const { range, answer, storeCurrency } = await read(req);
      res.setHeader('Cache-Control', 'no-store');
      res.json(analyticsJson(range, answer, storeCurrency));
    },

    async analyticsExport(req: Request, res: Response) {
      const { range, answer, storeCurrency } = await read(req);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="analytics-${range.fromDay}-to-${range.toDay}.csv"`);
      res.send(
        stringify(analyticsCsvRows(answer, storeCurrency), { header: true, columns: [...ANALYTICS_CSV_COLUMNS] }),
      );
    },
  };
}
