/**
 * A field of a JSON object by a fixed, known name ('title', 'assetUrl', …), on the hot path of
 * every content helper. JSON data holds no functions, so a function-valued property can only be
 * inherited from a prototype and reads as missing; arrays and scalars have none of these names.
 * Indexes and names that come from templates go through the general `field` instead.
 */
export function prop(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = (value as Record<string, unknown>)[key];
  return typeof v === 'function' ? undefined : v;
}
