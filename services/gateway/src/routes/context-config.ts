import express from 'express';
import type { Pages } from '../page/pages';
import { storefrontContext } from '../page/page-context';
import type { SiteSettings } from '../page/theme';

/** GET /api/context/config (spec §7): the site-wide part of the page context, plus site settings. */
export function contextConfigRoutes(pages: Pages, site: SiteSettings, appDomain: string) {
  const router = express.Router();
  router.get('/api/context/config', async (_req, res) => {
    const settings = await pages.settings();
    const {
      collectionId: _c,
      collectionTitle: _t,
      itemId: _i,
      pageType: _p,
      ...config
    } = storefrontContext({
      settings,
      site,
      appDomain,
      pageType: 'page',
    });
    res.setHeader('Cache-Control', 'no-cache');
    res.json({
      ...config,
      siteSettings: {
        timeZone: config.timeZone,
        commentsEnabled: settings.site?.commentsEnabled ?? false,
        disqusShortname: settings.site?.disqusShortname ?? '',
        simpleLikingEnabled: settings.site?.simpleLikingEnabled ?? false,
        shareButtonOptions: settings.site?.shareButtonOptions ?? [],
      },
    });
  });
  return router;
}
