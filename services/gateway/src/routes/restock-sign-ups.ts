import type { Logger } from '@storefront/service-kit';
import express, { type RequestHandler } from 'express';
import { accountApiErrors } from '../http/account-errors';
import type { Notifications } from '../upstream/notifications';
import { readAccountInput } from './account-input';
import { RESTOCK_API_PATH } from './owner-route-table';
import { restockSignUpBody } from './restock-input';

/**
 * Spec §2 restock form, §7 sign-up call: a visitor asks to be told when a sold-out product or
 * variant is back. It has passed the crumb guard mounted on /api and is limited per visitor and
 * address (`limit`) before the notifications service, which holds every rule, sees it. Failures
 * are `{ message }` with the service's words (spec §5 'Email cannot be blank', 'Email is
 * invalid.'), which the restock form shows.
 */
export function restockSignUpRoutes(notifications: Notifications, limit: RequestHandler, logger: Logger) {
  const router = express.Router();

  router.post(RESTOCK_API_PATH, limit, async (req, res) => {
    const signUp = readAccountInput(restockSignUpBody, req.body);
    const created = await notifications.signUpForRestock(signUp);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ created });
  });

  router.use(RESTOCK_API_PATH, accountApiErrors(logger, 'notifications'));
  return router;
}
