import {
  installmentLimitText,
  installmentLocale,
  installmentOffer,
  type InstallmentContext,
} from '@storefront/commerce';

interface CartInstallmentsProps {
  totalMinor: number;
  currency: string;
  context: InstallmentContext | undefined;
}

/**
 * Under the cart's total: the installment offer for the order, or, outside the limits, what
 * order total would have one (spec §8 'available for orders up to / over'); nothing where the
 * store does not offer installments.
 */
export function CartInstallments({ totalMinor, currency, context }: CartInstallmentsProps) {
  const locale = context ? installmentLocale(context, currency) : null;
  if (!context || !locale) return null;
  const offer = installmentOffer(totalMinor, currency, context);
  const text = offer
    ? `${offer.text} ${locale.brand}`
    : `${locale.brand} ${installmentLimitText(totalMinor, currency, context)}`;
  return <p className="cart-installments">{text}</p>;
}
