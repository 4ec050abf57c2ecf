import { lenientNumber } from '../../exec/lenient';
import { field, isTruthy } from '../../exec/values';
import type { Predicate } from '../../plugin';
import { testNode } from '../../plugin';

const WEBSITE_SETTINGS = ['websiteSettings'];
// not the 'disqusShortname' the comment formatters read (see disqus.ts): the storefront differs
const DISQUS_SHORT_NAME = ['websiteSettings', 'disqusShortName'];
/** commentState of a record whose comments are open (spec §4). */
const COMMENTS_OPEN = 1;

/**
 * `comments?`: show the record's comments: open, or closed with comments to show (spec §4); never
 * when the site has comments turned off.
 */
const comments: Predicate = {
  test(ctx) {
    const settings = ctx.resolve(WEBSITE_SETTINGS);
    if (settings !== undefined && !isTruthy(field(settings, 'commentsEnabled'))) return false;
    const node = ctx.node();
    return (
      lenientNumber(field(node, 'commentState')) === COMMENTS_OPEN ||
      lenientNumber(field(node, 'publicCommentCount')) > 0
    );
  },
};

/** `disqus?`: the site runs its comments on Disqus. */
const disqus: Predicate = {
  test(ctx) {
    return isTruthy(ctx.resolve(DISQUS_SHORT_NAME));
  },
};

/** `serviceNameEmail?`: the connected account is the e-mail service. */
const serviceNameEmail = testNode((node) => field(node, 'serviceName') === 'email');

export const socialPredicates: Record<string, Predicate> = {
  'comments?': comments,
  'disqus?': disqus,
  'serviceNameEmail?': serviceNameEmail,
};
