import type { Logger } from '@storefront/service-kit';
import express, { type Request, type Response } from 'express';
import type { CartCookies } from '../http/cart-cookies';
import type { SiteUserSessions } from '../http/site-user-sessions';
import { cartApiErrors } from '../http/cart-errors';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { cartEntryJson, shoppingCartJson } from '../page/shopping-cart-json';
import type { Cart } from '../upstream/cart';
import type { FollowAccount } from './cart-follows-account';
import { additionalFieldsBody, addEntryBody, entryIdParam, quantityBody, readInput } from './cart-input';

/** What a change to an entry answers when the visitor has no cart at all. */
const NO_SUCH_ENTRY = 'That cart entry does not exist.';

const ENTRY = '/api/commerce/shopping-cart/entries/:entryId';

/**
 * The visitor's cart entries (spec §7): add (creating the cart and its cookies on the first add),
 * change the answers of an entry, and, for the cart page, change a quantity or remove an entry.
 * Every change names the cart by the visitor's own CART cookie, so an entry id from another
 * cart is simply not found.
 */
export function cartEntryRoutes(
  cart: Cart,
  cookies: CartCookies,
  logger: Logger,
  customers: { sessions: SiteUserSessions; followAccount: FollowAccount },
) {
  const router = express.Router();

  /** The visitor's token, or a 404 answered here when they have none. */
  const tokenOf = (req: Request, res: Response): string | undefined => {
    const token = cookies.token(req);
    if (!token) res.status(404).json({ message: NO_SUCH_ENTRY });
    return token || undefined;
  };

  router.post('/api/commerce/shopping-cart/entries', async (req, res) => {
    const body = readInput(addEntryBody, req.body);
    const key = idempotencyKeyOf(req);
    const sentToken = cookies.token(req);
    const added = await cart.addEntry(
      sentToken,
      { itemId: body.itemId, sku: body.sku, quantity: body.quantity, additionalFieldsJson: body.additionalFields },
      key,
    );
    // A first add makes an anonymous cart like any other; a signed-in customer's goes to the account.
    const customer = added.cartToken !== sentToken ? await customers.sessions.of(req) : undefined;
    if (customer) await customers.followAccount(req, res, customer.siteUserId, added.cartToken);
    else cookies.set(res, added.cartToken);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      shoppingCart: shoppingCartJson(added.cart),
      newlyAdded: cartEntryJson(added.newlyAdded, added.cart.currency),
    });
  });

  router.put(`${ENTRY}/additionalFields`, async (req, res) => {
    const entryId = readInput(entryIdParam, req.params.entryId);
    const body = readInput(additionalFieldsBody, req.body);
    const key = idempotencyKeyOf(req);
    const token = tokenOf(req, res);
    if (!token) return;
    const updated = await cart.updateAdditionalFields(token, entryId, body.additionalFields, key);
    cookies.set(res, token);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      shoppingCart: shoppingCartJson(updated.cart),
      updatedEntry: cartEntryJson(updated.updatedEntry, updated.cart.currency),
    });
  });

  router.put(ENTRY, async (req, res) => {
    const entryId = readInput(entryIdParam, req.params.entryId);
    const { quantity } = readInput(quantityBody, req.body);
    const key = idempotencyKeyOf(req);
    const token = tokenOf(req, res);
    if (!token) return;
    const updated = await cart.updateQuantity(token, entryId, quantity, key);
    cookies.set(res, token);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ shoppingCart: shoppingCartJson(updated) });
  });

  router.delete(ENTRY, async (req, res) => {
    const entryId = readInput(entryIdParam, req.params.entryId);
    const key = idempotencyKeyOf(req);
    const token = tokenOf(req, res);
    if (!token) return;
    // The API tells the visitor when the entry is not in their cart, as for every other change of
    // an entry; the cart service says so itself (an absent entry is no error there).
    const updated = await cart.removeEntry(token, entryId, key);
    if (!updated) {
      res.status(404).json({ message: NO_SUCH_ENTRY });
      return;
    }
    cookies.set(res, token);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ shoppingCart: shoppingCartJson(updated) });
  });

  router.use(cartApiErrors(logger));
  return router;
}
