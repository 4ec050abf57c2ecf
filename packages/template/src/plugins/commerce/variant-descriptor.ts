/**
 * `variant-descriptor`: a variant named by its option values, "blue / large". Values print as
 * the storefront prints them, unescaped: the tag is meant for text contexts that the template
 * escapes itself where needed.
 */
import { field } from '../../exec/context';
import { mapValue } from '../../plugin';

function optionText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

export function variantDescriptor(variant: unknown): string {
  const values = field(variant, 'optionValues');
  if (!Array.isArray(values)) return '';
  return values.map((v) => optionText(field(v, 'value'))).join(' / ');
}

export const variantDescriptorFormatter = mapValue(variantDescriptor);
