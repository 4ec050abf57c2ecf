import { cookieValue } from './cookie-jar';

/**
 * Spec §4 cart loading: the cart is read on page start when the visitor is signed in or has a cart
 * cookie. `CART` is HttpOnly, so the client sees the `hasCart` companion the gateway sets with
 * it; being signed in is read from the `SiteUserInfo` cookie (JSON with `authenticated`).
 */
export function visitorMayHaveCart(cookieHeader: string): boolean {
  if (cookieValue(cookieHeader, 'hasCart') === 'true') return true;
  const siteUser = cookieValue(cookieHeader, 'SiteUserInfo');
  if (!siteUser) return false;
  try {
    const parsed: unknown = JSON.parse(siteUser);
    return (
      typeof parsed === 'object' && parsed !== null && (parsed as { authenticated?: unknown }).authenticated === true
    );
  } catch {
    return false;
  }
}
