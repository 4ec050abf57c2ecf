import type { Logger } from '@storefront/service-kit';
import express from 'express';
import { z } from 'zod';
import { ITEM_ID } from './shop';

const formRenderSchema = z.object({
  formId: z.string().min(1).max(64),
  visitorCookie: z.string().max(200).optional(),
});

/**
 * Census events the storefront posts and never waits for (spec §7: errors ignored): a quick view
 * opened, a form rendered. Validated and logged without visitor data; the census service will
 * record them once it exists.
 */
export function censusEventRoutes(logger: Logger) {
  const router = express.Router();

  router.post('/api/census/RecordQuickView/:itemId', (req, res) => {
    if (!ITEM_ID.test(req.params.itemId)) {
      res.status(400).json({ message: 'Unknown item id.' });
      return;
    }
    logger.info({ censusEvent: 'quick-view', itemId: req.params.itemId }, 'census event');
    res.status(204).end();
  });

  router.post('/api/census/form-render', (req, res) => {
    const parsed = formRenderSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ message: 'Expected a formId.' });
      return;
    }
    logger.info({ censusEvent: 'form-render', formId: parsed.data.formId }, 'census event');
    res.status(204).end();
  });

  return router;
}
