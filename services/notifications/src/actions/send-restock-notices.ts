import type { notificationsV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { idempotencyKey, optionalId, requestedBy, requiredId } from '../domain/request-fields';
import { chosenVariant, productSnapshot } from '../domain/restock-product';
import {
  insertSendRequests,
  sendRequestsOfKey,
  type NewSendRequest,
  type StoredSendRequest,
} from '../store/send-requests';
import { groupsWaiting, hasWaitingSignUps, type GroupKey } from '../store/sign-ups';
import { withProgress, type SendRequestWithProgress } from './list-send-requests';
import type { NotificationsContext } from './notifications-context';

/** proto: at most 500 groups named in one send-all. */
const MAX_NAMED_GROUPS = 500;
/** Send-all of every waiting group: far more groups than any store has products. */
const MAX_WAITING_GROUPS = 10_000;

const groupKey = (group: GroupKey) => `${group.productId}\n${group.variantId}`;

/** A group as the owner named it, resolved against the catalog and read into what its notices show. */
async function plannedRequest(
  context: NotificationsContext,
  press: { idempotencyKey: string; requestedBy: string },
  group: GroupKey,
): Promise<NewSendRequest> {
  const product = await context.catalog.product(group.productId);
  const variant = chosenVariant(product, group.variantId);
  const settings = await context.catalog.settings();
  const resolved = { productId: product.id, variantId: variant.id };
  return {
    ...press,
    ...resolved,
    snapshot: productSnapshot(product, variant, settings.store?.selectedCurrency ?? '', context.publicUrl),
    nothingToSend: !(await hasWaitingSignUps(context.db, resolved)),
  };
}

/**
 * The send requests of one press of send: a repeat of the key answers the rows its first press
 * made (the catalog is not asked again); otherwise each group's product is read into its snapshot,
 * the rows are stored, and their fan-outs are queued.
 */
async function startSendRequests(
  context: NotificationsContext,
  press: { idempotencyKey: string; requestedBy: string },
  groups: GroupKey[],
): Promise<StoredSendRequest[]> {
  const earlier = new Map((await sendRequestsOfKey(context.db, press.idempotencyKey)).map((r) => [groupKey(r), r]));
  if (groups.every((group) => earlier.has(groupKey(group))))
    return groups.map((group) => earlier.get(groupKey(group))!);
  const planned = await Promise.all(groups.map((group) => plannedRequest(context, press, group)));
  const unique = [...new Map(planned.map((request) => [groupKey(request), request])).values()];
  const stored = await insertSendRequests(context.db, unique);
  await context.sendRequestsStored(stored.filter((request) => request.state === 'queued'));
  return stored;
}

/** proto SendRestockNotices: one group's waiting sign-ups. */
export async function sendRestockNotices(
  context: NotificationsContext,
  request: notificationsV1.SendRestockNoticesRequest,
): Promise<SendRequestWithProgress> {
  const group = {
    productId: requiredId(request.productId, 'product_id'),
    variantId: optionalId(request.variantId, 'variant_id'),
  };
  const press = {
    idempotencyKey: `one:${idempotencyKey(request.idempotencyKey)}`,
    requestedBy: requestedBy(request.requestedBy),
  };
  const [stored] = await withProgress(context, await startSendRequests(context, press, [group]));
  return stored!;
}

/**
 * proto SendAllRestockNotices: the named groups, or every group with sign-ups waiting. Of those,
 * a group whose product the catalog no longer has is left out rather than failing the rest.
 */
export async function sendAllRestockNotices(
  context: NotificationsContext,
  request: notificationsV1.SendAllRestockNoticesRequest,
): Promise<SendRequestWithProgress[]> {
  if (request.sendRequests.length > MAX_NAMED_GROUPS)
    throw new InvalidArgumentError(`At most ${MAX_NAMED_GROUPS} groups can be sent at once.`);
  const named = request.sendRequests.map((group) => ({
    productId: requiredId(group.productId, 'product_id'),
    variantId: optionalId(group.variantId, 'variant_id'),
  }));
  const press = {
    idempotencyKey: `all:${idempotencyKey(request.idempotencyKey)}`,
    requestedBy: requestedBy(request.requestedBy),
  };
  if (named.length > 0) {
    const groups = [...new Map(named.map((group) => [groupKey(group), group])).values()];
    return withProgress(context, await startSendRequests(context, press, groups));
  }
  const earlier = await sendRequestsOfKey(context.db, press.idempotencyKey);
  if (earlier.length > 0) return withProgress(context, earlier);
  const waiting = await groupsWaiting(context.db, MAX_WAITING_GROUPS);
  const known: GroupKey[] = [];
  for (const group of waiting) {
    try {
      chosenVariant(await context.catalog.product(group.productId), group.variantId);
      known.push(group);
    } catch (error) {
      if ((error as { status?: string }).status !== 'NOT_FOUND') throw error;
      context.logger.info({ productId: group.productId }, 'send-all leaves out a group the catalog no longer has');
    }
  }
  return withProgress(context, await startSendRequests(context, press, known));
}
