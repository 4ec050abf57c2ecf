import { clampQuantity, readQuantity } from '@storefront/commerce';

/**
 * Spec §5 quantity input: a whole number from 1 to 9999. Numbers are brought into range once the
 * visitor leaves the field; text that is no number stays, so the add can say so.
 */
export function bindQuantityInput(wrapper: HTMLElement): void {
  const input = wrapper.querySelector<HTMLInputElement>('input');
  if (!input) return;
  input.addEventListener('change', () => {
    const quantity = readQuantity(input.value);
    if (Number.isNaN(quantity) || !Number.isFinite(quantity)) return;
    const settled = String(clampQuantity(quantity));
    if (input.value !== settled) input.value = settled;
  });
}
