import { escapeAttr } from '../../escape';
import { field, scalarText } from '../../exec/values';

/** The regions of an image whose average colour the image service records. */
const COLOR_REGIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

const FIELDS = COLOR_REGIONS.map((region) => `${region}Average`);
const ATTRS = COLOR_REGIONS.map((region) => ` data-color-${region}="#`);
const LOWER_CASE_ATTRS = COLOR_REGIONS.map((region) => ` data-color-${region.toLowerCase()}="#`);

/** Average colour of one region as hex digits without '#', '' when unknown. */
export function regionColor(colorData: unknown, region: string): string {
  return scalarText(field(colorData, `${region}Average`));
}

/**
 * ` data-color-<region>="#rgb"` for every region, each preceded by a space. `lowerCase` names the
 * attributes in lower case (as the video overlay does).
 */
export function colorDataAttrs(colorData: unknown, lowerCase: boolean): string {
  const names = lowerCase ? LOWER_CASE_ATTRS : ATTRS;
  let out = '';
  for (let i = 0; i < FIELDS.length; i++) {
    out += `${names[i]}${escapeAttr(scalarText(field(colorData, FIELDS[i])))}"`;
  }
  return out;
}
