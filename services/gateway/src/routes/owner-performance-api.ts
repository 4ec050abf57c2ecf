import type { Request, Response } from 'express';
import type { Pages } from '../page/pages';
import { errorGroupDetailJson, errorGroupsJson, vitalsSummaryJson } from '../page/performance-json';
import type { Performance } from '../upstream/performance';
import type { OwnerApiHandlers } from './owner-api-handlers';
import { dayRangeOf, groupIdOf, vitalsFilterOf } from './performance-input';
import { cursorOf } from './restock-input';
import { siteTimeZone } from './site-time-zone';

/**
 * The owner's performance page (spec §1): web vitals per day, metric and page, and the JavaScript
 * error groups, from the performance service, over days of the site's time zone.
 */
export function ownerPerformanceApi(
  performance: Performance,
  pages: Pages,
): Pick<OwnerApiHandlers, 'webVitals' | 'javascriptErrorGroups' | 'javascriptErrorGroup'> {
  const rangeOf = async (req: Request) => dayRangeOf(req.query, await siteTimeZone(pages));

  return {
    async webVitals(req: Request, res: Response) {
      const filter = vitalsFilterOf(req.query);
      const range = await rangeOf(req);
      const answer = await performance.vitalsSummary(range, filter);
      res.setHeader('Cache-Control', 'no-store');
      res.json(vitalsSummaryJson(range, answer));
    },

    async javascriptErrorGroups(req: Request, res: Response) {
      const cursor = cursorOf(req.query);
      const range = await rangeOf(req);
      const answer = await performance.errorGroups(range, cursor);
      res.setHeader('Cache-Control', 'no-store');
      res.json(errorGroupsJson(range, answer));
    },

    async javascriptErrorGroup(req: Request, res: Response) {
      const answer = await performance.errorGroup(groupIdOf(req.params as Record<string, string>));
      res.setHeader('Cache-Control', 'no-store');
      res.json(errorGroupDetailJson(answer));
    },
  };
}
