import { formatMinorUnits } from '@storefront/commerce';
import type { CheckoutAddressJson, CheckoutChange, CheckoutJson } from '@storefront/contracts';
import { announce } from '@storefront/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AddressFieldset, EMPTY_ADDRESS } from './AddressFieldset';
import { CheckoutField } from './CheckoutField';
import { ContactFieldset } from './ContactFieldset';
import { useFocusOnRefusal } from './focus-on-refusal';
import { refusalOf, updateCheckout } from './checkout-api';
import { OrderSummary } from './OrderSummary';

interface CheckoutPageProps {
  initial: CheckoutJson;
  /** The payment step, shown once the details are saved; it places the order. */
  payment: (checkout: CheckoutJson) => ReactNode;
  /** Saves a change; the visitor's own cart unless a subscription's is being bought. */
  update?: (change: CheckoutChange) => Promise<CheckoutJson>;
  /** False for a subscription: coupons are for one-time orders. */
  coupons?: boolean;
}

const totalText = (checkout: CheckoutJson) =>
  `Total ${formatMinorUnits(checkout.shoppingCart.grandTotalCents, checkout.shoppingCart.currency)}`;

/**
 * The checkout (spec §2 page type checkout): contact e-mail, shipping address in the country's
 * own words (skipped for a purely digital cart, spec §3 requiresShipping), shipping method,
 * billing address, coupon, then payment. Every figure comes from the cart service; each change is
 * saved and priced there, and a new total is announced.
 */
export function CheckoutPage({ initial, payment, update = updateCheckout, coupons = true }: CheckoutPageProps) {
  const [checkout, setCheckout] = useState(initial);
  const [email, setEmail] = useState(initial.email);
  const [shipping, setShipping] = useState<CheckoutAddressJson>(initial.shippingAddress ?? EMPTY_ADDRESS);
  const [billingSame, setBillingSame] = useState(initial.billingAddress === null);
  const [billing, setBilling] = useState<CheckoutAddressJson>(initial.billingAddress ?? EMPTY_ADDRESS);
  const [coupon, setCoupon] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [detailsSaved, setDetailsSaved] = useState(initial.email !== '' && initial.shippingAddress !== null);
  const layout = useRef<HTMLDivElement>(null);
  const alertMessage = useRef<HTMLDivElement>(null);
  const refused = useFocusOnRefusal(layout, alertMessage);
  const cart = checkout.shoppingCart;
  const shipsGoods = cart.requiresShipping;

  /** Sends one change; on a refusal its messages go beside their fields and focus to the first (or the message). */
  const save = async (change: CheckoutChange): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setAlert('');
    try {
      const next = await update(change);
      setErrors({});
      if (next.shoppingCart.grandTotalCents !== checkout.shoppingCart.grandTotalCents) announce(totalText(next));
      setCheckout(next);
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.errors);
      setAlert(refusal.message);
      refused();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change: CheckoutChange = { email, billingAddress: billingSame && shipsGoods ? null : billing };
    if (shipsGoods) change.shippingAddress = shipping;
    if (await save(change)) setDetailsSaved(true);
  };

  const applyCoupon = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = coupon.trim();
    if (code === '') return;
    if (await save({ couponCodes: [...cart.coupons, code] })) setCoupon('');
  };

  return (
    <div className="checkout-layout" ref={layout}>
      <form
        className="react-form checkout-form"
        noValidate
        aria-label="Checkout"
        aria-busy={busy || undefined}
        onSubmit={(event) => void saveDetails(event)}
      >
        <div className="form-submission-error" role="alert" tabIndex={-1} ref={alertMessage}>
          {alert}
        </div>
        <ContactFieldset email={email} error={errors.email} onChange={setEmail} />
        {shipsGoods ? (
          <AddressFieldset
            legend="Shipping address"
            name="shippingAddress"
            section="shipping"
            address={shipping}
            errors={errors}
            onChange={setShipping}
          />
        ) : (
          <p className="checkout-digital">Nothing in this order is shipped: it is delivered by email.</p>
        )}
        {shipsGoods ? (
          <div className="checkout-billing-same">
            <input
              id="checkout-billing-same"
              type="checkbox"
              checked={billingSame}
              onChange={(event) => setBillingSame(event.currentTarget.checked)}
            />
            <label htmlFor="checkout-billing-same">Billing address is the same as shipping</label>
          </div>
        ) : null}
        {!shipsGoods || !billingSame ? (
          <AddressFieldset
            legend="Billing address"
            name="billingAddress"
            section="billing"
            address={billing}
            errors={errors}
            onChange={setBilling}
          />
        ) : null}
        <div className="form-button-wrapper">
          <button type="submit" className="button sqs-system-button">
            {busy ? 'Saving…' : detailsSaved ? 'Save changes' : 'Continue to payment'}
          </button>
        </div>
      </form>

      {shipsGoods && checkout.shippingAddress ? (
        <fieldset className="checkout-shipping-options" aria-busy={busy || undefined}>
          <legend>Shipping method</legend>
          {cart.shippingOptions.length === 0 ? (
            <p role="alert">We do not ship to this address. Choose another country.</p>
          ) : (
            cart.shippingOptions.map((option) => (
              <div key={option.id} className="checkout-shipping-option">
                <input
                  id={`checkout-shipping-${option.id}`}
                  type="radio"
                  name="checkout-shipping-option"
                  value={option.id}
                  checked={cart.selectedShippingOption?.id === option.id}
                  onChange={() => void save({ shippingOptionId: option.id })}
                />
                <label htmlFor={`checkout-shipping-${option.id}`}>
                  {option.name}{' '}
                  <span className="checkout-shipping-cost">
                    {option.costCents === 0 ? 'Free' : formatMinorUnits(option.costCents, cart.currency)}
                  </span>
                </label>
              </div>
            ))
          )}
        </fieldset>
      ) : null}

      {/* a form of its own, so Enter in the code applies it; none for a subscription */}
      <form
        className="checkout-coupon"
        noValidate
        aria-label="Coupon"
        hidden={!coupons}
        onSubmit={(event) => void applyCoupon(event)}
      >
        <CheckoutField
          id="checkout-couponCodes"
          label="Coupon code"
          value={coupon}
          error={errors.couponCodes}
          onChange={setCoupon}
        >
          <button type="submit" className="button checkout-coupon-apply">
            Apply
          </button>
        </CheckoutField>
        {cart.validCoupons.length > 0 ? (
          <p className="checkout-coupon-valid">Coupon applied: {cart.validCoupons.join(', ')}</p>
        ) : null}
        {cart.invalidCoupons.map(({ code, reason }) => (
          <p key={code} className="checkout-coupon-invalid">
            {code}: {reason}
          </p>
        ))}
      </form>

      <OrderSummary cart={cart} />
      {detailsSaved && (!shipsGoods || cart.selectedShippingOption) ? payment(checkout) : null}
    </div>
  );
}
