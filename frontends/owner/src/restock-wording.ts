import type { RestockSignUpGroup, SendRequest } from './owner-api';

/** "Canvas Sneaker — 11 / Navy", or the title alone for a product without options. */
export function groupName(
  group: Pick<RestockSignUpGroup | SendRequest, 'productTitle' | 'variantDescription'>,
): string {
  return group.variantDescription ? `${group.productTitle} — ${group.variantDescription}` : group.productTitle;
}

export const sendStateLabels: Record<SendRequest['state'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  finished: 'Finished',
};

/** What a screen reader hears when a send request is done. */
export function finishedSaying(request: SendRequest): string {
  if (request.total === 0) return `Nothing to send for ${groupName(request)}: everyone was already notified.`;
  return `Restock notice for ${groupName(request)}: ${request.sent} sent, ${request.failed} failed.`;
}
