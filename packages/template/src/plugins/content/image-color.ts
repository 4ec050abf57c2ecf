import { escapeAttr } from '../../escape';
import { field } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { colorDataAttrs, regionColor } from './color-data';

interface ImageColorArgs {
  region: string | undefined;
  label: string | undefined;
}

/**
 * `{image|image-color}`: data-color attributes for every region;
 * `{image|image-color REGION}`: that region's colour ("#rgb");
 * `{image|image-color REGION LABEL}`: a CSS declaration "LABEL: #rgb".
 * Nothing when the image has no colour data.
 */
export const imageColor: Formatter = {
  prepare(args): ImageColorArgs {
    return { region: args[0], label: args[1] };
  },
  apply(_ctx, _args, vars, prepared) {
    const { region, label } = prepared as ImageColorArgs;
    const colorData = field(vars[0].value, 'colorData');
    if (colorData === undefined) {
      vars[0].value = '';
    } else if (region === undefined) {
      vars[0].value = `${colorDataAttrs(colorData, false).slice(1)} `;
    } else {
      const color = regionColor(colorData, region);
      if (color === '') vars[0].value = `"${region}" not found.`;
      else vars[0].value = label === undefined ? `#${escapeAttr(color)}` : `${label}: #${escapeAttr(color)}`;
    }
  },
};
