import type { notificationsV1 } from '@storefront/proto';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@storefront/service-kit';
import { pageSize } from '../domain/request-fields';
import { chosenVariant, variantDescription } from '../domain/restock-product';
import { signUpGroups, type StoredGroup } from '../store/sign-ups';
import type { NotificationsContext } from './notifications-context';

const groupCursor = z.strictObject({ t: z.iso.datetime(), p: z.string().max(128), v: z.string().max(128) });

export interface NamedGroup extends StoredGroup {
  productTitle: string;
  variantDescription: string;
}

export interface GroupPage {
  groups: NamedGroup[];
  nextPageCursor: string;
}

/**
 * The product title and variant description as the catalog has them now. The list is worth
 * showing without them: a product the catalog no longer has, or a catalog that does not answer,
 * leaves them empty.
 */
async function named(context: NotificationsContext, group: StoredGroup): Promise<NamedGroup> {
  try {
    const product = await context.catalog.product(group.productId);
    const variant = chosenVariant(product, group.variantId);
    return { ...group, productTitle: product.title, variantDescription: variantDescription(variant) };
  } catch (error) {
    context.logger.debug({ err: error, productId: group.productId }, 'sign-up group without catalog details');
    return { ...group, productTitle: '', variantDescription: '' };
  }
}

/** Sign-ups grouped by product and variant, the latest sign-up first, a page at a time. */
export async function listSignUpGroups(
  context: NotificationsContext,
  request: notificationsV1.ListSignUpGroupsRequest,
): Promise<GroupPage> {
  const after = decodeCursor(request.cursor, groupCursor);
  const limit = pageSize(request.pageSize, { default: 20, max: 100 });
  const found = await signUpGroups(
    context.db,
    after && { lastSignUp: new Date(after.t), productId: after.p, variantId: after.v },
    limit + 1,
  );
  const groups = await Promise.all(found.slice(0, limit).map((group) => named(context, group)));
  const last = groups[groups.length - 1];
  return {
    groups,
    nextPageCursor:
      found.length > limit && last
        ? encodeCursor({ t: last.lastSignUp.toISOString(), p: last.productId, v: last.variantId })
        : '',
  };
}
