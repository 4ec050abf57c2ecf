import { scalarText, toNumber } from '../../exec/values';
import { Formatter, mapValue } from '../../plugin';

/** Default truncation (spec §9: 100 characters with an ellipsis). */
const TRUNCATE_LENGTH = 100;
const ELLIPSIS = '...';

/** Formatters that reshape text. */
export const text: Record<string, Formatter> = {
  truncate: {
    prepare: (args) => ({
      max: args.length > 0 && args[0] !== '' ? toNumber(args[0], TRUNCATE_LENGTH) : TRUNCATE_LENGTH,
      ellipsis: args.length > 1 ? args.slice(1).join(' ') : ELLIPSIS,
    }),
    apply(_ctx, _args, vars, prepared) {
      const { max, ellipsis } = prepared as { max: number; ellipsis: string };
      vars[0].value = truncate(scalarText(vars[0].value), max, ellipsis);
    },
  },
  capitalize: mapValue((v) => scalarText(v).toUpperCase()),
  /** Each newline becomes a `<br/>` (the text is not escaped: chain `html` first for visitor text). */
  'line-breaks': mapValue((v) => scalarText(v).replace(/\n/g, '<br/>')),
  slugify: mapValue((v) => slugify(scalarText(v))),
  smartypants: mapValue((v) => smartypants(scalarText(v))),
  output: mapValue((_v, args) => args.join(' ')),
  pluralize: {
    prepare: (args) => (args.length >= 2 ? [args[0], args[1]] : ['', args.length === 1 ? args[0] : 's']),
    apply(_ctx, _args, vars, prepared) {
      const [singular, plural] = prepared as [string, string];
      vars[0].value = toNumber(vars[0].value) === 1 ? singular : plural;
    },
  },
};

/** Cut at the last word boundary within `max` characters and append the ellipsis. */
export function truncate(s: string, max: number, ellipsis: string): string {
  if (s.length <= max) return s;
  let cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  if (space > 0) cut = cut.slice(0, space + 1);
  return cut + ellipsis;
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Typographic quotes and dashes. */
function smartypants(s: string): string {
  return s
    .replace(/---/g, '\u2014')
    .replace(/--/g, '\u2014')
    .replace(/\.\.\./g, '\u2026')
    .replace(/(^|[\s([{\u2014-])"/g, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/(^|[\s([{\u2014-])'/g, '$1\u2018')
    .replace(/'/g, '\u2019');
}
