import { installmentOffer, type InstallmentContext } from '@storefront/commerce';
import type { PageMoney } from '@storefront/contracts';
import { showLightbox } from './overlays';
import { installmentContext } from './page-settings';

/** Spec §8 interface string for content that could not be fetched. */
const LOAD_FAILED = 'Unable to load. Try again.';

async function modalHtml(language: string, country: string): Promise<string> {
  const query = new URLSearchParams({ language, country });
  const response = await fetch(`/api/commerce/installments/modal?${query}`, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`installment information failed: HTTP ${response.status}`);
  return response.text();
}

/**
 * The info button opens the provider's information (spec §4 installment popup): Escape, the close
 * button or a click outside close it, and focus returns to the button.
 */
export function bindInstallmentInfo(button: HTMLElement): void {
  button.addEventListener('click', (event) => {
    event.preventDefault();
    const brand = button.closest('[data-installments]')?.querySelector('.product-installments-brand')?.textContent;
    void showLightbox({
      label: `Pay in installments with ${brand?.trim() || 'our payment partner'}`,
      load: () => modalHtml(button.dataset.language ?? 'en', button.dataset.country ?? ''),
      loadError: LOAD_FAILED,
      onContent: () => undefined,
      returnFocus: button,
    });
  });
}

const minorOf = (money: PageMoney): number => {
  const [units = '0', fraction = ''] = money.value.split('.');
  return Number(`${units}${fraction}`);
};

/** The price the server's line offers: the one shown before any choice. */
function serverPrice(line: HTMLElement): { minor: number; currency: string } {
  return { minor: Number(line.dataset.priceMinor ?? '0'), currency: line.dataset.currency ?? '' };
}

/**
 * Words the line for a price in the shopper's language (its text is a live region, so a change is
 * announced); a price outside the limits hides it (spec §9). Only text and visibility change, so
 * the info button keeps its binding.
 */
function showOffer(line: HTMLElement, priceMinor: number, currency: string): void {
  const text = line.querySelector('.product-installments-text');
  const context: InstallmentContext | undefined = installmentContext();
  if (!text || !context) return;
  const offer = installmentOffer(priceMinor, currency, context);
  line.hidden = offer === null;
  if (offer && text.textContent !== offer.text) text.textContent = offer.text;
  const info = line.querySelector<HTMLElement>('.product-installments-info');
  if (offer && info) info.dataset.language = offer.locale.language;
}

/** The server worded the line in the site's language; a French shopper in Canada reads it in French. */
export function bindInstallmentLine(line: HTMLElement): void {
  const { minor, currency } = serverPrice(line);
  showOffer(line, minor, currency);
}

/** The line follows the chosen variant's price; no price (a choice undone) brings back the product's. */
export function showInstallments(line: HTMLElement, price: PageMoney | null): void {
  const { minor, currency } = price ? { minor: minorOf(price), currency: price.currency } : serverPrice(line);
  showOffer(line, minor, currency);
}
