import type { notificationsV1 } from '@storefront/proto';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@storefront/service-kit';
import { pageSize, requiredId } from '../domain/request-fields';
import { signUpsOfGroup, type StoredSignUp } from '../store/sign-ups';
import type { NotificationsContext } from './notifications-context';

const signUpCursor = z.strictObject({ t: z.iso.datetime(), i: z.uuid() });

export interface SignUpPage {
  signUps: StoredSignUp[];
  nextPageCursor: string;
}

/** One group's sign-ups, newest first, a page at a time (spec §3 "Restock lists"). */
export async function listSignUps(
  context: NotificationsContext,
  request: notificationsV1.ListSignUpsRequest,
): Promise<SignUpPage> {
  const group = {
    productId: requiredId(request.productId, 'product_id'),
    variantId: requiredId(request.variantId, 'variant_id'),
  };
  const after = decodeCursor(request.cursor, signUpCursor);
  const limit = pageSize(request.pageSize, { default: 50, max: 500 });
  const found = await signUpsOfGroup(
    context.db,
    group,
    after && { created: new Date(after.t), id: after.i },
    limit + 1,
  );
  const signUps = found.slice(0, limit);
  const last = signUps[signUps.length - 1];
  return {
    signUps,
    nextPageCursor: found.length > limit && last ? encodeCursor({ t: last.createdAt.toISOString(), i: last.id }) : '',
  };
}
