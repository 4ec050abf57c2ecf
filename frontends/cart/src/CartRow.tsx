import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { QUANTITY_LIMITS } from '@storefront/commerce';
import type { CartEntry } from '@storefront/contracts';
import { summariseAnswers, type AnsweredField } from './form-answers';
import { formatMinorUnits } from './money';
import { maxQuantityOf } from './quantity-change';

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

/** One entry of the cart page. Every visitor-supplied text is rendered as text by React. */
export function CartRow({ entry, currency, busy, revision, onQuantity, onRemove, formFields, onEdit }: CartRowProps) {
  const [draft, setDraft] = useState(String(entry.quantity));
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attributes = Object.entries(entry.chosenVariant?.attributes ?? {});
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
    <li className="cart-row" data-entry-id={entry.id} aria-busy={busy || undefined}>
      {entry.imageUrl ? (
        <img className="cart-row-image" src={entry.imageUrl} alt="" width={96} height={96} loading="lazy" />
      ) : null}
      <div className="cart-row-details">
        <a className="cart-row-title" href={entry.url}>
          {entry.title}
        </a>
        {attributes.length > 0 || answers.length > 0 ? (
          <dl className="cart-row-options">
            {attributes.map(([option, value]) => (
              <div key={`variant:${option}`} className="cart-row-variant">
                <dt>{option}</dt>
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
      <p className="cart-row-price">
        <span className="visually-hidden">Price </span>
        {formatMinorUnits(entry.purchasePriceCents, currency)}
      </p>
      <label className="cart-row-quantity">
        <span className="cart-row-quantity-label">Quantity</span>
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
      <p className="cart-row-subtotal">
        <span className="visually-hidden">Line total </span>
        {formatMinorUnits(entry.subTotal?.value ?? entry.purchasePriceCents * entry.quantity, currency)}
      </p>
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
    </li>
  );
}
