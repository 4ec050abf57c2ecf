import { UnavailableError } from '@storefront/service-kit/errors';
import type { Cart } from '../domain/cart';
import { subscriptionPlanOf } from '../domain/product';
import type { SubscriptionPlan } from '../domain/subscription';
import type { OrderContext } from './order-context';

/**
 * The plan a subscription cart is bought on, as the catalog says it now: its chosen option's, else
 * the product's own. The cart keeps only the option's id, so the plan the shopper saw on the
 * product page is the one read here.
 */
export async function subscriptionPlanFor(context: OrderContext, cart: Cart): Promise<SubscriptionPlan> {
  if (!context.catalog) throw new UnavailableError('Subscriptions cannot be bought right now.');
  const entry = cart.entries[0]!;
  return subscriptionPlanOf(await context.catalog.product(entry.itemId), cart.subscriptionOptionId);
}
