/**
 * Which server markup hooks need which remote. This table is the only place that knows; the shell
 * loads a remote only when one of its selectors matches something on the page.
 */
export type RemoteName = 'product' | 'cart' | 'forms' | 'owner';

export interface PageConditions {
  /**
   * The visitor may have a cart whose pill is worth filling in (spec §4 cart loading): the `hasCart`
   * cookie is 'true' or the visitor is signed in (see cart-presence.ts).
   */
  hasCart: boolean;
}

export interface Hook {
  remote: RemoteName;
  selector: string;
  /** The hook counts only when this page condition holds. */
  when?: keyof PageConditions;
  /**
   * A hook skipped on page start for its condition is mounted after all when this document event
   * happens (once), e.g. the pill of a visitor whose first add just created the cart.
   */
  wakeOn?: string;
  /** Controls that do nothing until the remote binds them: presses on them wait for it (early-presses.ts). */
  presses?: string;
}

export const hookTable: readonly Hook[] = [
  {
    remote: 'product',
    selector:
      '.sqs-add-to-cart-button-wrapper, .sqs-add-to-cart-button, .product-variants, .product-quantity-input, .sqs-product-quick-view-button, .product-restock-form, [data-product-stock], .product-installments-info',
    presses: '.sqs-add-to-cart-button, .sqs-product-quick-view-button, .product-installments-info',
  },
  { remote: 'cart', selector: '[data-cart-page]' },
  { remote: 'cart', selector: '[data-checkout-page]' },
  { remote: 'cart', selector: '[data-cart-pill]', when: 'hasCart', wakeOn: 'storefront:cart-updated' },
  // the customer's own pages (sign-in, sign-up, password reset, account): the cart remote's, since
  // the cart follows the account
  { remote: 'cart', selector: '[data-account-page]' },
  { remote: 'forms', selector: '.sqs-block-form, [data-form-block], .newsletter-form' },
  { remote: 'owner', selector: '[data-owner-page]' },
];

/** The part of `document` the lookup needs, so it can be exercised without a DOM. */
export interface HookRoot<E> {
  querySelectorAll(selector: string): ArrayLike<E>;
}

/**
 * The remotes this page needs, each with its hook elements. One query per remote (all its active
 * selectors joined) keeps elements in document order and each element once.
 */
export function findHooks<E>(
  root: HookRoot<E>,
  conditions: PageConditions,
  table: readonly Hook[] = hookTable,
): Map<RemoteName, E[]> {
  const selectorsByRemote = new Map<RemoteName, string[]>();
  for (const hook of table) {
    if (hook.when && !conditions[hook.when]) continue;
    const selectors = selectorsByRemote.get(hook.remote) ?? [];
    selectors.push(hook.selector);
    selectorsByRemote.set(hook.remote, selectors);
  }
  const needed = new Map<RemoteName, E[]>();
  for (const [remote, selectors] of selectorsByRemote) {
    const elements = Array.from(root.querySelectorAll(selectors.join(', ')));
    if (elements.length > 0) needed.set(remote, elements);
  }
  return needed;
}

/** Hooks skipped on page start for their condition that a document event can still wake. */
export function findWakeHooks(conditions: PageConditions, table: readonly Hook[] = hookTable): Hook[] {
  return table.filter((hook) => hook.wakeOn !== undefined && hook.when !== undefined && !conditions[hook.when]);
}

/** The controls of `remote` whose presses must wait for it, as one selector; undefined when none. */
export function pressesOf(remote: RemoteName, table: readonly Hook[] = hookTable): string | undefined {
  const selectors = table.filter((hook) => hook.remote === remote && hook.presses).map((hook) => hook.presses);
  return selectors.length > 0 ? selectors.join(', ') : undefined;
}
