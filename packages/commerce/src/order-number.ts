/**
 * An order's number as people read and say it: the first eight characters of its id (a UUID),
 * upper case. Unique enough to find an order by in a store's list; the page and the owner's list
 * show the same one.
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
