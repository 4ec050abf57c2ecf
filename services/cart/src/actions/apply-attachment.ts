import type { Database } from '@storefront/service-kit';
import type { AttachmentPlan } from '../domain/cart-attachment';
import { planMerge, type MergePlan } from '../domain/merge-entries';
import { adoptCart, issueCartToken, mergeCarts } from '../store/account-carts';
import { hashCartToken, newCartToken } from '../store/cart-token';
import { covers, type MergeCatalog } from './merge-catalog';

/** The contract's CartAttachment. */
export type Attachment = 'NONE' | 'ADOPTED' | 'MERGED' | 'ACCOUNT_CART';

/** What an attach did: the token the browser holds from now on ('' : none) and its cart. */
export interface AttachmentDone {
  token: string;
  cartId: string | null;
  attachment: Attachment;
  mergedEntries: number;
  droppedEntries: number;
  /** False when nothing was written: no cart, or the browser already held the account's. */
  changed: boolean;
}

/** The anonymous cart holds entries the catalog was not read for (added since): read it again. */
export class CatalogReadTooEarly extends Error {
  constructor() {
    super('the anonymous cart changed after the catalog was read for its merge');
  }
}

const NOTHING_MERGED: MergePlan = { grown: new Map(), moved: [], merged: 0, dropped: 0 };

/** Writes `plan` inside the attach's transaction, with the carts it names locked. */
export async function applyAttachment(
  tx: Database,
  plan: AttachmentPlan,
  siteUserId: string,
  browserToken: string,
  catalog: MergeCatalog,
): Promise<AttachmentDone> {
  const unchanged = { mergedEntries: 0, droppedEntries: 0, changed: false };
  switch (plan.kind) {
    case 'none':
      return { token: '', cartId: null, attachment: 'NONE', ...unchanged };
    case 'held':
      return { token: browserToken, cartId: plan.cart.id, attachment: 'ACCOUNT_CART', ...unchanged };
    case 'adopt':
      await adoptCart(tx, plan.cart.id, siteUserId);
      return joined(tx, plan.cart.id, 'ADOPTED');
    case 'join':
      return joined(tx, plan.cart.id, 'ACCOUNT_CART');
    case 'merge': {
      const { accountCart, anonymousCart } = plan;
      if (!covers(catalog, anonymousCart.entries)) throw new CatalogReadTooEarly();
      // without rules read there are no entries to merge (covers), only an empty cart to delete
      const merge = catalog.rules
        ? planMerge(accountCart.entries, anonymousCart.entries, catalog.products, catalog.rules)
        : NOTHING_MERGED;
      await mergeCarts(tx, accountCart.id, anonymousCart.id, merge);
      return joined(tx, accountCart.id, 'MERGED', merge);
    }
  }
}

/** A fresh token of the account's cart for this browser: no other browser has ever held it. */
async function joined(
  tx: Database,
  cartId: string,
  attachment: Attachment,
  merge = { merged: 0, dropped: 0 },
): Promise<AttachmentDone> {
  const token = newCartToken();
  await issueCartToken(tx, cartId, hashCartToken(token));
  return { token, cartId, attachment, mergedEntries: merge.merged, droppedEntries: merge.dropped, changed: true };
}
