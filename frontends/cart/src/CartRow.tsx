import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { QUANTITY_LIMITS } from '@storefront/commerce';
import type { CartEntry } from '@storefront/contracts';
import { summariseAnswers, type AnsweredField } from './form-answers';
import { formatMinorUnits } from '@storefront/commerce';
import { maxQuantityOf } from './quantity-change';
import { chosenOptions } from './variant-text';

/** Spinner clicks and arrow keys settle this long before the new quantity is sent. */
const quantitySettleMs = 700;

interface CartRowProps {
  entry: CartEntry;
  currency: string;
  busy: boolean;
  /** Changes whenever the page settles a request, so a refused quantity snaps back. */
  revision: number;
  onQuantity: (entry: CartEntry, raw: string) => void;
  onRemove: (entry: CartEntry) => void;
  /**
   * The fields of the entry's product form, which title the answers: undefined while they are read
   * (the answers wait, rather than flash up under field ids), null when there is no readable form.
   */
  formFields: readonly AnsweredField[] | null | undefined;
  /** Re-opens the product's custom form for this entry; absent when the entry has no form. */
  onEdit?: (entry: CartEntry, trigger: HTMLElement) => void;
}

/**
 * One entry of the cart page, a row of its table (item, price, quantity, total). Every
 * visitor-supplied text is rendered as text by React.
 */
export function CartRow({ entry, currency, busy, revision, onQuantity, onRemove, formFields, onEdit }: CartRowProps) {
  const [draft, setDraft] = useState(String(entry.quantity));
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attributes = chosenOptions(entry.chosenVariant);
  const answers = formFields === undefined ? [] : summariseAnswers(entry.additionalFields, formFields);

  // the server's quantity wins after every answer (also after a refused change)
  useEffect(() => setDraft(String(entry.quantity)), [entry.quantity, revision]);
  useEffect(() => () => clearTimeout(settle.current), []);

  const commit = (raw: string) => {
    clearTimeout(settle.current);
    settle.current = undefined;
    onQuantity(entry, raw);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(event.currentTarget.value);
    }
  };

  return (
    <tr className="cart-row" data-entry-id={entry.id} aria-busy={busy || undefined}>
      <td className="cart-cell-item">
        <div className="cart-row-item">
          {entry.imageUrl ? (
            <img className="cart-row-image" src={entry.imageUrl} alt="" width={96} height={96} loading="lazy" />
          ) : null}
          <div className="cart-row-details">
            <a className="cart-row-title" href={entry.url}>
              {entry.title}
            </a>
            {attributes.length > 0 || answers.length > 0 ? (
              <dl className="cart-row-options">
                {attributes.map(({ optionName, value }) => (
                  <div key={`variant:${optionName}`} className="cart-row-variant">
                    <dt>{optionName}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
                {answers.map((answer, index) => (
                  <div key={`answer:${index}`} className="cart-row-answer">
                    <dt>{answer.label}</dt>
                    <dd>{answer.text}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {onEdit ? (
              <button
                type="button"
                className="cart-row-edit"
                aria-label={`Edit ${entry.title}`}
                aria-disabled={busy || undefined}
                onClick={(event) => {
                  if (!busy) onEdit(entry, event.currentTarget);
                }}
              >
                Edit
              </button>
            ) : null}
          </div>
        </div>
      </td>
      <td className="cart-cell-number cart-row-price">
        <span className="cart-cell-label">Price </span>
        {formatMinorUnits(entry.purchasePriceCents, currency)}
      </td>
      <td className="cart-cell-quantity">
        <label className="cart-row-quantity">
          <span className="cart-cell-label cart-row-quantity-label">Quantity</span>
          <input
            type="number"
            inputMode="numeric"
            min={QUANTITY_LIMITS.min}
            max={maxQuantityOf(entry)}
            step={1}
            value={draft}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              setDraft(raw);
              clearTimeout(settle.current);
              settle.current = setTimeout(() => commit(raw), quantitySettleMs);
            }}
            onBlur={(event) => {
              if (settle.current !== undefined) commit(event.currentTarget.value);
            }}
            onKeyDown={onKeyDown}
          />
        </label>
        <button
          type="button"
          className="cart-row-remove"
          aria-label={`Remove ${entry.title}`}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onRemove(entry);
          }}
        >
          Remove
        </button>
      </td>
      <td className="cart-cell-number cart-row-subtotal">
        <span className="cart-cell-label">Total </span>
        {formatMinorUnits(entry.subTotal?.value ?? entry.purchasePriceCents * entry.quantity, currency)}
      </td>
    </tr>
  );
}
