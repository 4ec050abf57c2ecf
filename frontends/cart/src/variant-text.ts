import type { ChosenOptionValue, ChosenVariant } from '@storefront/contracts';

/**
 * An entry's chosen options in the product's option order, as the cart lists them (the attributes
 * object has no order to rely on); none for a product without options.
 */
export function chosenOptions(variant: Partial<ChosenVariant> | null | undefined): ChosenOptionValue[] {
  return variant?.optionValues ?? [];
}

/** An entry's chosen options as one text: 'Size: M, Colour: Blue'; '' for a product without options. */
export function variantText(variant: Partial<ChosenVariant> | null | undefined): string {
  return chosenOptions(variant)
    .map(({ optionName, value }) => `${optionName}: ${value}`)
    .join(', ');
}
