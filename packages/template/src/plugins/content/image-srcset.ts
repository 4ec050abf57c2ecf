import { escapeAttr } from '../../escape';
import { field, scalarText } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { IMAGE_VARIANTS, IMAGE_WIDTHS } from './image-widths';

/**
 * `{image|image-srcset}`: a srcset attribute (with a leading space) listing each rendered width
 * variant of the asset. When the largest rendered variant is a standard width short of the top
 * one, the original file stands in for the next standard width.
 */
export const imageSrcset: Formatter = {
  apply(_ctx, _args, vars) {
    const image = vars[0].value;
    const variants = field(image, 'systemDataVariants');
    const attribute =
      typeof variants === 'string' ? srcset(escapeAttr(scalarText(field(image, 'assetUrl'))), variants) : '';
    // No width variant: the value is left as it was (an image object prints nothing), as the reference engine does.
    if (attribute !== '') vars[0].value = attribute;
  },
};

/** `url` comes escaped for the attribute. */
function srcset(url: string, variants: string): string {
  // the list starts with the original's dimensions ("1500x983"); width variants end in "w"
  let out = '';
  let last = '';
  for (const variant of variants.split(',')) {
    if (!variant.endsWith('w')) continue;
    const v = escapeAttr(variant);
    out += `${out === '' ? '' : ','}${url}?format=${v} ${v}`;
    last = variant;
  }
  if (out === '') return '';
  const i = IMAGE_VARIANTS.indexOf(last);
  if (i >= 0 && i < IMAGE_WIDTHS.length - 1) out += `,${url}?format=original ${IMAGE_WIDTHS[i + 1]}w`;
  return ` srcset="${out}"`;
}
