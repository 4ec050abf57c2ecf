import type { PresentmentRate } from '@storefront/commerce';

/**
 * What an owner reads when a line is not a currency and a rate. Which codes and rates are allowed
 * is the catalog's rule, and its answer names them.
 */
export const PRESENTMENT_LINE_REFUSED = 'Write each line as a currency code and a rate, such as EUR 0.92.';

const LINE = /^([A-Za-z]{3})\s+(\S+)$/;

/** The rates as the owner edits them: one `EUR 0.92` a line, in the order kept. */
export function presentmentLines(rates: readonly PresentmentRate[]): string {
  return rates.map(({ currency, rate }) => `${currency} ${rate}`).join('\n');
}

/**
 * The rates an owner wrote, in their order: blank lines are skipped and codes upper-cased; the
 * first line that is not a code and a rate refuses the whole text, so nothing half-read is sent.
 */
export function presentmentRatesOfLines(text: string): PresentmentRate[] | { refused: string } {
  const rates: PresentmentRate[] = [];
  for (const line of text.split('\n').map((each) => each.trim())) {
    if (line === '') continue;
    const match = LINE.exec(line);
    if (!match) return { refused: PRESENTMENT_LINE_REFUSED };
    rates.push({ currency: match[1]!.toUpperCase(), rate: match[2]! });
  }
  return rates;
}
