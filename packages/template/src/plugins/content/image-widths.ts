/** The widths the image service renders each asset at (spec §9), smallest first. */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/** Variant names as they appear in systemDataVariants ("100w"), in the same order. */
export const IMAGE_VARIANTS: readonly string[] = IMAGE_WIDTHS.map((w) => `${w}w`);

/**
 * The thumbnail variant for a display size: the smallest of 100w..1000w that covers it, else
 * 1500w (spec §9). Sizes that are not numbers get the smallest.
 */
export function thumbnailVariant(size: number): string {
  if (!(size > 100)) return '100w';
  if (size <= 300) return '300w';
  if (size <= 500) return '500w';
  if (size <= 750) return '750w';
  if (size <= 1000) return '1000w';
  return '1500w';
}
