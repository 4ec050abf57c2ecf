import { notificationsV1 } from '@storefront/proto';
import { unary, type ServiceRegistration } from '@storefront/service-kit';
import { listSendRequests } from '../actions/list-send-requests';
import { listSignUpGroups } from '../actions/list-sign-up-groups';
import { listSignUps } from '../actions/list-sign-ups';
import type { NotificationsContext } from '../actions/notifications-context';
import { sendEmail } from '../actions/send-email';
import { sendAllRestockNotices, sendRestockNotices } from '../actions/send-restock-notices';
import { signUpForRestock } from '../actions/sign-up-for-restock';
import { callerOf } from './caller';
import { toSendRequest, toSignUp, toSignUpGroup } from './to-proto';

/** storefront.notifications.v1.NotificationsService: every RPC of the contract, each a thin map to one action. */
export function notificationsService(context: NotificationsContext): ServiceRegistration {
  const implementation: notificationsV1.NotificationsServiceServer = {
    signUpForRestock: unary(async (request) => ({ created: await signUpForRestock(context, request) })),

    listSignUpGroups: unary(async (request) => {
      const page = await listSignUpGroups(context, request);
      return {
        signUpGroups: page.groups.map(toSignUpGroup),
        hasNextPage: page.nextPageCursor !== '',
        nextPageCursor: page.nextPageCursor,
      };
    }),

    listSignUps: unary(async (request) => {
      const page = await listSignUps(context, request);
      return {
        signUps: page.signUps.map(toSignUp),
        hasNextPage: page.nextPageCursor !== '',
        nextPageCursor: page.nextPageCursor,
      };
    }),

    sendRestockNotices: unary(async (request) => ({
      sendRequest: toSendRequest(await sendRestockNotices(context, request)),
    })),

    sendAllRestockNotices: unary(async (request) => ({
      sendRequests: (await sendAllRestockNotices(context, request)).map(toSendRequest),
    })),

    listSendRequests: unary(async (request) => {
      const page = await listSendRequests(context, request);
      return {
        sendRequests: page.sendRequests.map(toSendRequest),
        hasNextPage: page.nextPageCursor !== '',
        nextPageCursor: page.nextPageCursor,
      };
    }),

    sendEmail: unary(async (request, call) => ({ messageId: await sendEmail(context, callerOf(call), request) })),
  };
  return { definition: notificationsV1.NotificationsServiceService, implementation };
}
