import { scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';

// A hex colour is 3 or 6 hex digits, with or without '#' (spec §5).
const HEX_COLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Light/dark threshold: half of the largest colour value (spec §9). */
const THRESHOLD = 0xffffff / 2;

/**
 * `{color|color-weight}`: "light" or "dark", reading the colour as one 24-bit number so the red
 * channel weighs most. Anything that does not read as a hex colour prints nothing.
 */
export const colorWeight = mapValue((value) => {
  // A number reads as its digits: 100 is the colour #110000.
  const m = HEX_COLOR.exec(scalarText(value));
  if (m === null) return '';
  let hex = m[1];
  if (hex.length === 3) hex = hex[0] + hex[0] + hex[1] + hex[1] + hex[2] + hex[2];
  return parseInt(hex, 16) > THRESHOLD ? 'light' : 'dark';
});
