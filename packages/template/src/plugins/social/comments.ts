import type { Context } from '../../exec/context';
import { field, isTruthy } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { html } from '../shared/markup';
import { lookupFrom } from '../shared/site-settings';
import { usesDisqus } from './disqus';

const ITEM = ['item'];
const COLLECTION = ['collection'];

/**
 * `{record|comments}`: the element the comment thread script mounts into. It names the item (or,
 * on a collection page, the collection) the thread belongs to, with its count and whether
 * commenting is open. With Disqus it is Disqus's own thread element.
 */
export const comments: Formatter = {
  apply(ctx, _args, vars) {
    const record = vars[0].value;
    if (usesDisqus(ctx, record)) {
      vars[0].value = '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
      return;
    }
    vars[0].value = `\n  <div class="squarespace-comments" id="comments-${html(field(record, 'id'))}"${threadOwner(ctx, record)}></div>\n`;
  },
};

function threadOwner(ctx: Context, record: unknown): string {
  let kind = 'item';
  let owner = lookupFrom(ctx, ITEM, record);
  if (!isTruthy(owner)) {
    kind = 'collection';
    owner = lookupFrom(ctx, COLLECTION, record);
    if (!isTruthy(owner)) return '';
  }
  return (
    ` data-${kind}-id="${html(field(owner, 'id'))}"` +
    ` data-public-comment-count="${html(field(owner, 'publicCommentCount'))}"` +
    ` data-comment-state="${html(field(owner, 'commentState'))}"`
  );
}
