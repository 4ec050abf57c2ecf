import type { Request, Response } from 'express';
import type { Account } from '../upstream/accounts';

/** A customer who has just signed in or signed up, with the request that carried the browser's cookies. */
export interface CustomerSignedIn {
  req: Request;
  res: Response;
  account: Account;
}

/**
 * Spec §4: the cart follows the customer's account, so a cart filled before signing in is the
 * account's cart after it, on this browser and every other. The customer sign-in and sign-up
 * routes call this once the session cookies are set; the cart service's part (taking the
 * browser's CART into the account's cart and answering the token the cookie should hold) is
 * called from here. Until the cart service has it, the browser simply keeps its own cart.
 */
export async function cartFollowsAccount(signedIn: CustomerSignedIn): Promise<void> {
  void signedIn;
}
