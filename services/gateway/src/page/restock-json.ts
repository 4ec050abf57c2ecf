import type {
  RestockSignUpGroupJson,
  RestockSignUpJson,
  SendRequestJson,
  SendRequestState,
} from '@storefront/contracts';
import { notificationsV1 } from '@storefront/proto';
import type { RestockSignUp, RestockSignUpGroup, SendRequest } from '../upstream/notifications';

/** What the owner's restock screen reads: the contract's fields in the spec's camelCase, timestamps RFC 3339 or ''. */

const STATE_NAMES: Record<number, SendRequestState> = {
  [notificationsV1.SendRequestState.SEND_REQUEST_STATE_QUEUED]: 'queued',
  [notificationsV1.SendRequestState.SEND_REQUEST_STATE_SENDING]: 'sending',
  [notificationsV1.SendRequestState.SEND_REQUEST_STATE_FINISHED]: 'finished',
};

export function sendRequestJson(request: SendRequest): SendRequestJson {
  return {
    id: request.id,
    productId: request.productId,
    variantId: request.variantId,
    productTitle: request.productTitle,
    variantDescription: request.variantDescription,
    // A state the gateway does not know yet is shown as waiting, the one state that promises nothing.
    state: STATE_NAMES[request.state] ?? 'queued',
    total: request.total,
    sent: request.sent,
    failed: request.failed,
    queued: request.queued,
    created: request.created,
    finished: request.finished,
    lastFailure: request.lastFailure,
  };
}

export function signUpGroupJson(group: RestockSignUpGroup): RestockSignUpGroupJson {
  return {
    productId: group.productId,
    variantId: group.variantId,
    productTitle: group.productTitle,
    variantDescription: group.variantDescription,
    signUpCount: group.signUpCount,
    pendingCount: group.pendingCount,
    lastSignUp: group.lastSignUp,
    lastSent: group.lastSent,
  };
}

export function signUpJson(signUp: RestockSignUp): RestockSignUpJson {
  return {
    id: signUp.id,
    productId: signUp.productId,
    variantId: signUp.variantId,
    siteVisitorEmail: signUp.siteVisitorEmail,
    isJoinMailingList: signUp.isJoinMailingList,
    language: signUp.language,
    created: signUp.created,
    notified: signUp.notified,
  };
}
