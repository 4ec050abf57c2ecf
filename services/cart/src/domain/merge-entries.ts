import { clampQuantity } from '@storefront/commerce';
import { DomainError } from '@storefront/service-kit/errors';
import type { CartEntry } from './cart';
import { equalEntry, planAddition } from './entry-rules';
import type { CatalogProduct, StoreRules } from './product';

/** How an anonymous cart's entries go into an account's cart. */
export interface MergePlan {
  /** Entries whose quantity grows, by id, to the quantity given (an anonymous entry moved in may grow too). */
  grown: Map<string, number>;
  /** The anonymous entries that move into the account's cart, in the order they were added. */
  moved: string[];
  /** Anonymous entries that went in, grown onto an equal entry or moved. */
  merged: number;
  /** Anonymous entries left out because they would break a limit. */
  dropped: number;
}

/**
 * The merge of a sign-in (spec §4 "Cart loading"): each anonymous entry, in the order it was
 * added, goes in as AddEntry would add it, onto an equal entry (the quantities add up, capped by
 * commerce's quantity limit) or appended. An entry that would break any other limit (stock, the
 * number of entries, answers, one service, a product or variant the catalog no longer sells) is
 * left out and counted: what an anonymous cart held never makes a sign-in fail. `products` holds
 * the catalog's product of each item, null for one it no longer has.
 */
export function planMerge(
  accountEntries: readonly CartEntry[],
  anonymousEntries: readonly CartEntry[],
  products: ReadonlyMap<string, CatalogProduct | null>,
  rules: StoreRules,
): MergePlan {
  const entries = accountEntries.map((entry) => ({ ...entry }));
  const plan: MergePlan = { grown: new Map(), moved: [], merged: 0, dropped: 0 };
  for (const incoming of anonymousEntries) {
    const { itemId, sku, additionalFields } = incoming;
    const product = products.get(itemId);
    // found by sku, as AddEntry finds the variant a visitor chose
    const variant = product?.variants.find((candidate) => candidate.sku === sku);
    const target = equalEntry(entries, itemId, sku, additionalFields);
    const quantity = target ? clampQuantity(target.quantity + incoming.quantity) - target.quantity : incoming.quantity;
    const addition =
      product && variant && quantity > 0
        ? withinLimits(() => planAddition(entries, { product, variant, quantity, additionalFields }, rules))
        : undefined;
    if (!addition) {
      plan.dropped += 1;
      continue;
    }
    if (addition.kind === 'grow') {
      target!.quantity = addition.quantity;
      plan.grown.set(addition.entryId, addition.quantity);
    } else {
      entries.push({ ...incoming });
      plan.moved.push(incoming.id);
    }
    plan.merged += 1;
  }
  return plan;
}

/** A rule's refusal means the entry stays out; anything else is a fault and goes on up. */
function withinLimits<T>(decide: () => T): T | undefined {
  try {
    return decide();
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
