import type { CartEntry } from './cart';

export interface ChosenOptionValue {
  optionName: string;
  value: string;
}

/**
 * An entry's chosen options as the cart lists them: in the product's option order (spec §3
 * variantOptionOrdering) as kept when the entry was added, then any option that order does not
 * name (all of them for an entry written before the order was kept) by name, so a list never
 * depends on how a map or a jsonb column happened to order its keys.
 */
export function chosenOptionValues(entry: Pick<CartEntry, 'attributes' | 'optionNames'>): ChosenOptionValue[] {
  const names = Object.keys(entry.attributes);
  const ordered = entry.optionNames.filter((name) => Object.hasOwn(entry.attributes, name));
  const rest = names.filter((name) => !ordered.includes(name)).sort();
  return [...new Set([...ordered, ...rest])].map((optionName) => ({
    optionName,
    value: entry.attributes[optionName]!,
  }));
}
