import { field } from '../../exec/values';
import { mapValue } from '../../plugin';

/**
 * `{color|website-color}`: a site colour ({hue, saturation, lightness, alpha?}) as CSS hsl()/hsla().
 * Out-of-range parts print their messages instead (spec §5); all three of H/S/L are required.
 */
export const websiteColor = mapValue((value) => {
  const h = field(value, 'hue');
  const s = field(value, 'saturation');
  const l = field(value, 'lightness');
  if (h === undefined || s === undefined || l === undefined) return 'Missing an H/S/L value.';
  const a = field(value, 'alpha');
  const hue = Number(h);
  const saturation = Number(s);
  const lightness = Number(l);
  const alpha = a === undefined ? 1 : Number(a);

  let problems = '';
  if (hue < 0 || hue > 360) problems += 'Hue out of bounds. ';
  if (outOfUnit(saturation)) problems += 'Saturation out of bounds. ';
  if (outOfUnit(lightness)) problems += 'Lightness out of bounds. ';
  if (outOfUnit(alpha)) problems += 'Alpha out of bounds.';
  if (problems !== '') return problems;

  const hsl = `${round2(hue)}, ${round2(saturation * 100)}%, ${round2(lightness * 100)}%`;
  return a === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${round2(alpha)})`;
});

function outOfUnit(n: number): boolean {
  return n < 0 || n > 1;
}

/** At most two decimals, without trailing zeros (12.50 -> 12.5). */
function round2(n: number): string {
  return String(parseFloat(n.toFixed(2)));
}
