import { formatMinorUnits } from '@storefront/commerce';
import type { CheckoutCart } from '@storefront/contracts';
import { chosenOptions } from '../variant-text';

/** What is being bought and what it costs, every figure as the cart service computed it (spec §3). */
export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const money = (cents: number) => formatMinorUnits(cents, cart.currency);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <ul className="checkout-summary-entries">
        {cart.entries.map((entry) => (
          <li key={entry.id} className="checkout-summary-entry checkout-entry">
            <span className="checkout-summary-entry-title">
              <a href={entry.url}>{entry.title}</a>
              {entry.quantity > 1 ? ` × ${entry.quantity}` : ''}
            </span>
            <span className="checkout-summary-entry-options">
              {chosenOptions(entry.chosenVariant).map(({ optionName, value }) => (
                <span key={optionName} className="checkout-entry-option">
                  {optionName}: {value}
                </span>
              ))}
            </span>
            <span className="checkout-entry-price">{money(entry.quantity * entry.purchasePriceCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary-totals">
        <Row label="Subtotal" value={money(cart.subtotalCents)} valueClassName="checkout-subtotal" />
        {cart.discountCents > 0 ? (
          <Row
            label={`Discount${cart.validCoupons.length > 0 ? ` (${cart.validCoupons.join(', ')})` : ''}`}
            value={`−${money(cart.discountCents)}`}
          />
        ) : null}
        {cart.requiresShipping ? (
          <Row
            label={`Shipping${cart.selectedShippingOption ? ` (${cart.selectedShippingOption.name})` : ''}`}
            value={cart.selectedShippingOption ? money(cart.shippingCostCents) : 'Enter an address'}
          />
        ) : null}
        {cart.applicableTaxRules.map((rule) => (
          <Row key={rule.id} label={rule.name} value={money(rule.taxCents)} />
        ))}
        <Row
          label="Total"
          value={money(cart.grandTotalCents)}
          className="checkout-summary-total"
          valueClassName="checkout-grand-total"
        />
      </dl>
    </section>
  );
}

/** One name-value group of the totals (a div per group keeps the list valid). */
function Row(props: { label: string; value: string; className?: string; valueClassName?: string }) {
  return (
    <div className={props.className ?? 'checkout-summary-row'}>
      <dt>{props.label}</dt>
      <dd className={props.valueClassName}>{props.value}</dd>
    </div>
  );
}
