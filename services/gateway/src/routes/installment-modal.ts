import express from 'express';
import type { Theme } from '../page/theme';
import { optionalText } from './query';

/**
 * GET /api/commerce/installments/modal?language=&country= (spec §7 "installment provider modal
 * HTML"): the provider's information for the popup in the shopper's language and the store's
 * country, from the theme's files. The same for every visitor, so browsers and caches keep it.
 */
export function installmentModalRoutes(theme: Theme) {
  const router = express.Router();
  router.get('/api/commerce/installments/modal', (req, res) => {
    const language = optionalText(req.query, 'language').toLowerCase();
    const country = optionalText(req.query, 'country').toUpperCase();
    const html = theme.installmentModals.get(`${language}-${country}`);
    if (html === undefined) {
      res.status(404).json({ message: 'There is no installment information for that language and country.' });
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('html').send(html);
  });
  return router;
}
