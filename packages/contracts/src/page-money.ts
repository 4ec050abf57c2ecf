/**
 * Money as pages carry it (spec §3), e.g. in `data-variants`: `{ value: "19.99", currency: "USD" }`,
 * value a decimal string in major units.
 */
export interface PageMoney {
  value: string;
  currency: string;
}
