import type { ChosenOptions } from './stock-availability';

/**
 * Reads the visitor's choices from the server-rendered variant controls. The storefront renders
 * each option both as a select (`select[data-variant-option-name]`, whose empty value is the
 * 'Select ...' placeholder) and as a radio group (`.variant-radiobtn-wrapper[data-variant-option-name]`);
 * a theme shows one of them, so an option counts as chosen when either control holds a value.
 */
export function readChosenOptions(variants: Element | null): ChosenOptions {
  const chosen: ChosenOptions = {};
  if (!variants) return chosen;
  for (const control of variants.querySelectorAll<HTMLElement>('[data-variant-option-name]')) {
    const name = control.dataset.variantOptionName ?? '';
    const value =
      control instanceof HTMLSelectElement
        ? control.value
        : (control.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? '');
    chosen[name] = value !== '' ? value : (chosen[name] ?? null);
  }
  return chosen;
}
