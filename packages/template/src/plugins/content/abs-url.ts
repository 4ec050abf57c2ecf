import { scalarText } from '../../exec/values';
import type { Formatter } from '../../plugin';

const BASE_URL = ['base-url'];

/** `{path|AbsUrl}`: the path under the site's `base-url`, joined by a single '/'. */
export const absUrl: Formatter = {
  apply(ctx, _args, vars) {
    vars[0].value = `${scalarText(ctx.resolve(BASE_URL))}/${scalarText(vars[0].value)}`;
  },
};
