import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartEntry, ShoppingCart } from '@storefront/contracts';
import { ApiError, dispatchStorefrontEvent, onStorefrontEvent } from '@storefront/ui';
import { recordCartView, recordRemoval } from './cart-census';
import { CartRow } from './CartRow';
import { formFieldsOf, productCustomForm } from './product-custom-form';
import { formatMinorUnits, type InstallmentContext } from '@storefront/commerce';
import { CartInstallments } from './CartInstallments';
import { quantityChange } from './quantity-change';
import { changeEntryAnswers, changeEntryQuantity, removeEntry } from './shopping-cart-request';

const EMPTY_MESSAGE = 'You have nothing in your shopping cart.';
const SAVE_ANSWERS = 'Save';

interface CartPageProps {
  initialCart: ShoppingCart;
  /** Where focus goes when the last entry is removed. */
  heading: HTMLElement | null;
  /** The store's installment context (spec §3), from the page context. */
  installments?: InstallmentContext;
}

function subtotalText(cart: ShoppingCart): string {
  return `Subtotal ${formatMinorUnits(cart.subtotalCents, cart.currency)}`;
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong';
}

/**
 * The /cart page: entries with their options and answers, quantity change, removal, subtotal and the
 * way to checkout. Requests run one at a time; errors go to an alert region, totals to a polite one.
 */
export function CartPage({ initialCart, heading, installments }: CartPageProps) {
  const [cart, setCart] = useState(initialCart);
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busyEntryId, setBusyEntryId] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const list = useRef<HTMLTableSectionElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const current = useRef(cart);
  current.current = cart;
  // itemId -> the product's custom form (null: none); read for entries that carry answers
  const [productForms, setProductForms] = useState<ReadonlyMap<string, unknown>>(new Map());

  useEffect(() => {
    const wanted = new Set(
      cart.entries.filter((entry) => entry.additionalFields !== null).map((entry) => entry.itemId),
    );
    for (const itemId of wanted) {
      if (productForms.has(itemId)) continue;
      void productCustomForm(itemId).then((form) =>
        setProductForms((previous) => (previous.has(itemId) ? previous : new Map(previous).set(itemId, form))),
      );
    }
  }, [cart, productForms]);

  // the cart as the visitor first sees it, once
  useEffect(() => recordCartView(initialCart), [initialCart]);

  // other remotes (quick view, add-ons) may change the cart while this page is open
  useEffect(() => onStorefrontEvent('storefront:cart-updated', ({ shoppingCart }) => setCart(shoppingCart)), []);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('.cart-row input') ?? [];
    const next = inputs[Math.min(index, inputs.length - 1)];
    if (next) next.focus();
    else heading?.focus();
  }, [cart, heading]);

  const run = useCallback(
    (
      entry: CartEntry,
      request: () => Promise<ShoppingCart>,
      onDone?: (updated: ShoppingCart) => void,
      /** Takes the failure instead of the page's alert region (a dialog that shows it itself). */
      onFailure?: (failure: unknown) => void,
    ) => {
      queue.current = queue.current.then(async () => {
        setBusyEntryId(entry.id);
        try {
          const updated = await request();
          setError('');
          onDone?.(updated);
          setCart(updated);
          setAnnouncement(subtotalText(updated));
          dispatchStorefrontEvent('storefront:cart-updated', { shoppingCart: updated });
        } catch (failure) {
          if (onFailure) onFailure(failure);
          else setError(errorText(failure));
        } finally {
          setBusyEntryId(null);
          setRevision((value) => value + 1);
        }
      });
    },
    [],
  );

  const onQuantity = useCallback(
    (entry: CartEntry, raw: string) => {
      const change = quantityChange(raw, entry);
      if (change.kind === 'unchanged') return;
      if (change.kind === 'error') {
        setError(change.message);
        setRevision((value) => value + 1);
        return;
      }
      run(entry, () => changeEntryQuantity(entry.id, change.quantity));
    },
    [run],
  );

  const onRemove = useCallback(
    (entry: CartEntry) => {
      run(
        entry,
        () => removeEntry(entry.id),
        (updated) => {
          recordRemoval(entry, updated);
          const index = current.current.entries.findIndex((candidate) => candidate.id === entry.id);
          focusAfterRemoval.current = Math.max(0, index);
        },
      );
    },
    [run],
  );

  // the custom product form lightbox, fetched on the first edit only
  const onEdit = useCallback(
    async (entry: CartEntry, trigger: HTMLElement) => {
      const [{ openProductForm }, { productFormDefinition }] = await Promise.all([
        import(/* webpackChunkName: "product-form" */ '@storefront/ui/product-form'),
        import(
          /* webpackChunkName: "product-form", webpackExports: ["productFormDefinition"] */ '@storefront/form-rules'
        ),
      ]);
      const definition = productFormDefinition(productForms.get(entry.itemId), SAVE_ANSWERS);
      if (!definition) return;
      await openProductForm({
        title: entry.title,
        definition,
        answers: entry.additionalFields,
        submitLabel: SAVE_ANSWERS,
        returnFocus: trigger,
        // queued like every other change of the cart; a refusal stays in the dialog to be fixed
        save: (answers) =>
          new Promise<void>((resolve, reject) => {
            run(
              entry,
              () => changeEntryAnswers(entry, answers),
              () => resolve(),
              (failure) => reject(new Error(errorText(failure))),
            );
          }),
      });
    },
    [productForms, run],
  );

  return (
    <div className="cart-page-body">
      <div className="cart-error" role="alert">
        {error ? <p className="cart-error-message">{error}</p> : null}
      </div>
      <p className="cart-announcement visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {cart.entries.length === 0 ? (
        <>
          <p className="cart-empty">{EMPTY_MESSAGE}</p>
          <p>
            <a href="/shop">Continue Shopping</a>
          </p>
        </>
      ) : (
        <>
          <table className="cart-table">
            <caption className="visually-hidden">Items in your cart</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="cart-cell-number">
                  Price
                </th>
                <th scope="col">Quantity</th>
                <th scope="col" className="cart-cell-number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="cart-rows" ref={list}>
              {cart.entries.map((entry) => (
                <CartRow
                  key={entry.id}
                  entry={entry}
                  currency={cart.currency}
                  busy={busyEntryId === entry.id}
                  revision={revision}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                  formFields={
                    entry.additionalFields === null || productForms.has(entry.itemId)
                      ? formFieldsOf(productForms.get(entry.itemId))
                      : undefined
                  }
                  onEdit={
                    entry.additionalFields !== null && formFieldsOf(productForms.get(entry.itemId))
                      ? (edited, trigger) => void onEdit(edited, trigger)
                      : undefined
                  }
                />
              ))}
            </tbody>
          </table>
          <div className="cart-summary">
            <p className="cart-subtotal-line">
              Subtotal <span className="cart-subtotal">{formatMinorUnits(cart.subtotalCents, cart.currency)}</span>
            </p>
            <CartInstallments totalMinor={cart.subtotalCents} currency={cart.currency} context={installments} />
            <a className="button cart-checkout-button" href="/commerce/goto-checkout">
              Proceed to checkout
            </a>
          </div>
        </>
      )}
    </div>
  );
}
