/**
 * The fields of spec §3's cart that stay empty until the checkout brings shipping, tax rules and
 * coupon checks: every cart the REST API answers carries them, and carries them empty.
 */
export const fieldsEmptyUntilCheckout = {
  shippingOptions: [],
  selectedShippingOption: null,
  shippingLocation: null,
  applicableTaxRules: [],
  validCoupons: [],
  invalidCoupons: [],
};
