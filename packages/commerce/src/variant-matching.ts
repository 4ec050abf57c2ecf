/** Option name -> chosen value; null, '' or a missing key mean the visitor has not chosen yet. */
export type ChosenOptions = Readonly<Record<string, string | null | undefined>>;

export function isChosen(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== '';
}

/** The options still to choose, in the merchant's order. */
export function unselectedOptions(ordering: readonly string[], chosen: ChosenOptions): string[] {
  return ordering.filter((name) => !isChosen(chosen[name]));
}

export interface ChoosableProduct<V extends { attributes: Record<string, string> }> {
  /** The merchant's option order. */
  variantOptionOrdering: readonly string[];
  variants: readonly V[];
}

/**
 * The variant whose attributes agree with every option (an option the variant lacks does not
 * match); a product without options has one variant, its first.
 */
export function matchVariant<V extends { attributes: Record<string, string> }>(
  product: ChoosableProduct<V>,
  chosen: ChosenOptions,
): V | undefined {
  const names = product.variantOptionOrdering;
  if (names.length === 0) return product.variants[0];
  return product.variants.find((variant) => names.every((name) => variant.attributes[name] === chosen[name]));
}
