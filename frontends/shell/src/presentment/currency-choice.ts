import { presentmentNotice, type PresentmentRate } from '@storefront/commerce';

export interface CurrencyChoiceParts {
  storeCurrency: string;
  rates: readonly PresentmentRate[];
  chosen: string;
  onChoose: (currency: string) => void;
}

/** 'EUR · Euro': the code a price shows beside the name a visitor knows. */
function optionLabel(code: string, names: Intl.DisplayNames | undefined): string {
  const name = names?.of(code);
  return name && name !== code ? `${code} · ${name}` : code;
}

/** What the footer says under the choice; a live region, so a change is announced. */
export function choiceNotice(chosen: string, storeCurrency: string): string {
  return chosen === storeCurrency ? `Prices shown in ${storeCurrency}.` : presentmentNotice(chosen, storeCurrency);
}

/**
 * The footer's currency choice (where Dawn and Squarespace put theirs): a labelled native select,
 * the store currency first, and the notice that converted prices are approximate.
 */
export function currencyChoice(
  doc: Document,
  { storeCurrency, rates, chosen, onChoose }: CurrencyChoiceParts,
): HTMLElement {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    names = undefined;
  }
  const wrapper = doc.createElement('div');
  wrapper.className = 'site-footer-currency presentment-currency';
  const label = doc.createElement('label');
  label.htmlFor = 'presentment-currency';
  label.textContent = 'Currency';
  const select = doc.createElement('select');
  select.id = 'presentment-currency';
  select.setAttribute('aria-describedby', 'presentment-notice');
  for (const code of [storeCurrency, ...rates.map((rate) => rate.currency)]) {
    const option = doc.createElement('option');
    option.value = code;
    option.textContent = optionLabel(code, names);
    select.append(option);
  }
  select.value = chosen;
  const notice = doc.createElement('p');
  notice.id = 'presentment-notice';
  notice.className = 'presentment-notice';
  notice.setAttribute('role', 'status');
  notice.textContent = choiceNotice(chosen, storeCurrency);
  select.addEventListener('change', () => {
    onChoose(select.value);
    notice.textContent = choiceNotice(select.value, storeCurrency);
  });
  wrapper.append(label, select, notice);
  return wrapper;
}
