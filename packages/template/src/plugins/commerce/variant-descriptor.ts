/**
 * `variant-descriptor`: a variant named by its option values, "blue / large". Values print as
 * the storefront prints them, unescaped: the tag is meant for text contexts that the template
 * escapes itself where needed.
 */
import { field, scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';

function variantDescriptor(variant: unknown): string {
  const values = field(variant, 'optionValues');
  if (!Array.isArray(values)) return '';
  return values.map((v) => scalarText(field(v, 'value'))).join(' / ');
}

export const variantDescriptorFormatter = mapValue(variantDescriptor);
