import type { Request, Response } from 'express';
import { ownerSettingsJson } from '../page/account-json';
import type { Pages } from '../page/pages';
import type { Catalog } from '../upstream/catalog';
import { readAccountInput, settingsBody } from './account-input';
import type { OwnerApiHandlers } from './owner-api-handlers';

/** The store settings an owner edits: currency, express checkout, service quantities and time zone. */
export function ownerSettingsApi(
  catalog: Catalog,
  pages: Pages,
): Pick<OwnerApiHandlers, 'settings' | 'updateSettings'> {
  return {
    async settings(_req: Request, res: Response) {
      res.setHeader('Cache-Control', 'no-store');
      res.json(ownerSettingsJson(await pages.settings()));
    },

    async updateSettings(req: Request, res: Response) {
      const { presentmentRates, ...change } = readAccountInput(settingsBody, req.body);
      // a list sent, even an empty one, replaces the rates kept; none sent keeps them
      const updated = await catalog.updateSettings({
        ...change,
        ...(presentmentRates === undefined ? {} : { presentmentRates: { rates: presentmentRates } }),
      });
      // Before answering: the owner's next look at the shop must already show the change.
      pages.settingsChanged();
      res.setHeader('Cache-Control', 'no-store');
      res.json(ownerSettingsJson(updated));
    },
  };
}
