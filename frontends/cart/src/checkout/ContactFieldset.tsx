import type { ReactNode } from 'react';
import { CheckoutField } from './CheckoutField';

/** The contact e-mail every checkout asks for, with what a checkout adds beside it (a gift card's recipient). */
export function ContactFieldset({
  email,
  error,
  onChange,
  children,
}: {
  email: string;
  error: string | undefined;
  onChange(email: string): void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="checkout-contact">
      <legend>Contact</legend>
      <CheckoutField
        id="checkout-email"
        label="Email"
        type="email"
        required
        value={email}
        error={error}
        onChange={onChange}
        autoComplete="email"
        inputMode="email"
      />
      {children}
    </fieldset>
  );
}
