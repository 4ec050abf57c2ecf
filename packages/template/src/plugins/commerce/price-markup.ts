/**
 * The fixed markup around product prices, shared by the one-time and subscription price
 * formatters. The leading blank lines and the line break after a from- or sale price are part
 * of the storefront's output and are kept byte for byte.
 */

export const wrapPrice = (className: string, body: string): string =>
  `\n\n\n<div class="${className}">\n${body}\n</div>`;

/** A sale price with the original struck beside it; both labels are for screen readers. */
export const salePriceMarkup = (sale: string, original: string): string =>
  `<span class="visually-hidden v6-visually-hidden">Sale Price:</span>${sale} ` +
  `<span class="visually-hidden v6-visually-hidden">Original Price:</span>` +
  `<span class="original-price">${original}</span>\n`;

/**
 * "from <price>" for products whose variants differ in price. The wording is a localized
 * phrase, so without locale data only the line break remains.
 */
export const fromPriceLine = (price: string, hasLocale: boolean): string => (hasLocale ? `from ${price}\n` : '\n');
