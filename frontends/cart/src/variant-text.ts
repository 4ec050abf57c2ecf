/** An entry's chosen options as one text: 'Size: M, Colour: Blue'; '' for a product without options. */
export function variantText(attributes: Record<string, string> | null | undefined): string {
  if (!attributes) return '';
  return Object.entries(attributes)
    .map(([option, value]) => `${option}: ${value}`)
    .join(', ');
}
