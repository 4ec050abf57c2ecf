import type { RestockSignUpGroup, SendRequest } from './owner-api';

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** An RFC 3339 time of the restock API for people; '' (never) as `never`. */
export function shownTime(rfc3339: string, never = '—'): string {
  if (rfc3339 === '') return never;
  const time = new Date(rfc3339);
  return Number.isNaN(time.getTime()) ? rfc3339 : timeFormat.format(time);
}

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
