import type { Page } from 'playwright-core';

/** Fills an address fieldset of the checkout as a shopper would, the postal code last (its check runs on blur). */
export async function fillAddress(page: Page, address: Record<string, string>, section = 'Shipping address') {
  const group = page.getByRole('group', { name: section });
  await group.getByLabel('Country').selectOption(address.country!);
  await group.getByLabel('First Name').fill('Ada');
  await group.getByLabel('Last Name').fill('Lovelace');
  await group.getByLabel('Address', { exact: true }).fill(address.line1!);
  await group.getByLabel('City').fill(address.city!);
  if (address.region) await group.locator('select[name$="-region"]').selectOption(address.region);
  const postal = group.locator('input[name$="-postalCode"]');
  await postal.fill(address.postalCode!);
  await postal.blur();
}
