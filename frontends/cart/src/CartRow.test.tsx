/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { CartEntry } from '@storefront/contracts';
import { CartRow } from './CartRow';
import { variantText } from './variant-text';

/** A sweater chosen as Size M, Color Ink, Fit Relaxed; its attributes object lists the keys otherwise. */
const sweater: CartEntry = {
  id: 'e1',
  itemId: 'item-1',
  quantity: 1,
  chosenVariant: {
    sku: 'SW-M-INK-R',
    attributes: { Color: 'Ink', Fit: 'Relaxed', Size: 'M' },
    optionValues: [
      { optionName: 'Size', value: 'M' },
      { optionName: 'Color', value: 'Ink' },
      { optionName: 'Fit', value: 'Relaxed' },
    ],
  },
  title: 'Merino Sweater',
  subTotal: { value: '12800', currency: 'USD' },
  purchasePriceCents: 12800,
  additionalFields: null,
  productType: 1,
  url: '/shop/p/merino-sweater',
  imageUrl: '',
  qtyInStock: 6,
  unlimited: false,
};

describe("a cart entry's options", () => {
  it("are listed on the cart page in the product's option order", () => {
    render(
      <table>
        <tbody>
          <CartRow
            entry={sweater}
            currency="USD"
            busy={false}
            revision={0}
            onQuantity={() => {}}
            onRemove={() => {}}
            formFields={null}
          />
        </tbody>
      </table>,
    );
    const options = within(screen.getByRole('row')).getAllByRole('term');
    expect(options.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Size: M',
      'Color: Ink',
      'Fit: Relaxed',
    ]);
  });

  it("are said in the product's option order by the added-to-cart popover, and not at all without options", () => {
    expect(variantText(sweater.chosenVariant)).toBe('Size: M, Color: Ink, Fit: Relaxed');
    expect(variantText({ sku: 'MUG', attributes: {}, optionValues: [] })).toBe('');
  });
});
