/**
 * An originalSize value "WIDTHxHEIGHT" as two whole numbers (each may be NaN when its part is not
 * numeric); null when the value does not have that shape at all.
 */
export function parseSize(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const x = value.indexOf('x');
  if (x < 0 || value.indexOf('x', x + 1) >= 0) return null;
  return [parseInt(value.slice(0, x), 10), parseInt(value.slice(x + 1), 10)];
}

export const INVALID_SIZE = "Invalid source parameter. Pass in 'originalSize'";
