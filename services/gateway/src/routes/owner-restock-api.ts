import type { Request, Response } from 'express';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { sendRequestJson, signUpGroupJson, signUpJson } from '../page/restock-json';
import type { Notifications } from '../upstream/notifications';
import { readAccountInput } from './account-input';
import { ownerOf, type OwnerApiHandlers } from './owner-api-handlers';
import { cursorOf, sendAllBody, sendBody, sendRequestQuery, signUpListQuery } from './restock-input';

/**
 * Spec §7's restock lists and sends for the owner: sign-up groups, the sign-ups of one group,
 * sending a group's notices or every group's, and the send requests' history and progress. The
 * sends answer at once; the notices go out on the notifications service's queue. A press is named
 * by its Idempotency-Key, so a retried press answers the same send request instead of a second one.
 */
export function ownerRestockApi(
  notifications: Notifications,
): Pick<
  OwnerApiHandlers,
  'restockGroups' | 'restockSignUps' | 'sendRestockNotices' | 'sendAllRestockNotices' | 'restockSendRequests'
> {
  /** Who pressed send (the history shows it) and which press it was. */
  const press = (req: Request, res: Response) => ({
    idempotencyKey: idempotencyKeyOf(req),
    requestedBy: ownerOf(res).account.accountId,
  });

  return {
    async restockGroups(req: Request, res: Response) {
      const page = await notifications.listSignUpGroups({ cursor: cursorOf(req.query) });
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        signUpGroups: page.signUpGroups.map(signUpGroupJson),
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    },

    async restockSignUps(req: Request, res: Response) {
      const { group, page } = signUpListQuery(req.query);
      const answer = await notifications.listSignUps(group, page);
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        signUps: answer.signUps.map(signUpJson),
        hasNextPage: answer.hasNextPage,
        nextPageCursor: answer.nextPageCursor,
      });
    },

    async sendRestockNotices(req: Request, res: Response) {
      const group = readAccountInput(sendBody, req.body);
      const sendRequest = await notifications.sendRestockNotices(group, press(req, res));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ sendRequest: sendRequestJson(sendRequest) });
    },

    async sendAllRestockNotices(req: Request, res: Response) {
      const { sendRequests: groups } = readAccountInput(sendAllBody, req.body ?? {});
      const sendRequests = await notifications.sendAllRestockNotices(groups, press(req, res));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ sendRequests: sendRequests.map(sendRequestJson) });
    },

    async restockSendRequests(req: Request, res: Response) {
      const page = await notifications.listSendRequests(sendRequestQuery(req.query));
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        sendRequests: page.sendRequests.map(sendRequestJson),
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    },
  };
}
