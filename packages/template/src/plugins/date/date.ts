import { withSpec } from '../../plugin';
import { toEpochMs } from './epoch';
import { compilePattern, formatPattern } from './strftime';

/**
 * `{t|date %Y-%m-%d}`: strftime-style formatting in the website's time zone. The arguments are
 * the pattern split on the separator, so they are joined back with spaces.
 */
export const date = withSpec(
  (args) => compilePattern(args.join(' ')),
  (ctx, pattern, vars) => {
    const result = formatPattern(pattern, toEpochMs(vars[0].value), ctx.timeZone());
    if (result.ok) {
      vars[0].value = result.text;
    } else {
      ctx.error('engine', result.error);
      vars[0].value = '';
    }
  },
);
