import { CURRENCIES, INSTALLMENT_LOCALES, THEME_FONTS } from '@storefront/commerce';

export interface Choice {
  value: string;
  label: string;
}

/** Spec §3's 27 currencies, each with the name a person knows it by. */
export function currencyChoices(locale = 'en'): Choice[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return CURRENCIES.map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
}

/**
 * The IANA zones this browser knows. A stored zone it does not list (an alias such as 'UTC' in some
 * browsers) is kept as a choice, so opening the page and saving never changes it unasked.
 */
export function timeZoneChoices(current: string): Choice[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [...zones, current].sort() : zones;
  return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** The theme's font stacks, by the label an owner reads. */
export function themeFontChoices(): Choice[] {
  return THEME_FONTS.map((font) => ({ value: font.id, label: font.label }));
}

/**
 * Countries of the store's payment account: those the installment provider serves (spec §9), and
 * the current one if it is another, so saving never changes it unasked.
 */
export function accountCountryChoices(current: string, locale = 'en'): Choice[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const codes = Object.keys(INSTALLMENT_LOCALES);
  if (current && !codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
}
