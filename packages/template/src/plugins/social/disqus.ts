import type { Context } from '../../exec/context';
import { isTruthy } from '../../exec/values';
import { lookupFrom } from '../shared/site-settings';

// 'disqusShortname' here, 'disqusShortName' for the disqus? predicate: the storefront reads both
const DISQUS_SHORTNAME = ['websiteSettings', 'disqusShortname'];

/** Comments are run by Disqus when the site has a Disqus shortname. */
export function usesDisqus(ctx: Context, record: unknown): boolean {
  return isTruthy(lookupFrom(ctx, DISQUS_SHORTNAME, record));
}
