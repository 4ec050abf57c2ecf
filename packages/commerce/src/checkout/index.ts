// The checkout rules light enough for every page. Address forms (country names, subdivision lists)
// are imported from './address-format' by the checkout page alone.
export * from './coupons';
export * from './money-text';
export * from './postal-codes';
export * from './shipping';
export * from './tax';
export * from './totals';
