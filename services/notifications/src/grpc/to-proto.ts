import { notificationsV1 } from '@storefront/proto';
import type { NamedGroup } from '../actions/list-sign-up-groups';
import type { SendRequestWithProgress } from '../actions/list-send-requests';
import type { StoredSignUp } from '../store/sign-ups';

const rfc3339 = (moment: Date | null | undefined) => (moment ? moment.toISOString() : '');

const states = {
  queued: notificationsV1.SendRequestState.SEND_REQUEST_STATE_QUEUED,
  sending: notificationsV1.SendRequestState.SEND_REQUEST_STATE_SENDING,
  finished: notificationsV1.SendRequestState.SEND_REQUEST_STATE_FINISHED,
} as const;

export function toSignUp(signUp: StoredSignUp): notificationsV1.RestockSignUp {
  return {
    id: signUp.id,
    productId: signUp.productId,
    variantId: signUp.variantId,
    siteVisitorEmail: signUp.email,
    isJoinMailingList: signUp.isJoinMailingList,
    language: signUp.language,
    created: rfc3339(signUp.createdAt),
    notified: rfc3339(signUp.notifiedAt),
  };
}

export function toSignUpGroup(group: NamedGroup): notificationsV1.RestockSignUpGroup {
  return {
    productId: group.productId,
    variantId: group.variantId,
    productTitle: group.productTitle,
    variantDescription: group.variantDescription,
    signUpCount: group.signUpCount,
    pendingCount: group.pendingCount,
    lastSignUp: rfc3339(group.lastSignUp),
    lastSent: rfc3339(group.lastSent),
  };
}

export function toSendRequest(request: SendRequestWithProgress): notificationsV1.SendRequest {
  return {
    id: request.id,
    productId: request.productId,
    variantId: request.variantId,
    productTitle: request.snapshot.productTitle,
    variantDescription: request.snapshot.variantDescription,
    state: states[request.state],
    total: request.total,
    sent: request.sent,
    failed: request.failed,
    queued: request.queued,
    created: rfc3339(request.createdAt),
    finished: rfc3339(request.finishedAt),
    lastFailure: request.lastFailure,
  };
}
