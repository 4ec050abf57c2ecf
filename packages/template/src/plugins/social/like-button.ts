import { field, isTruthy } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { html } from '../shared/markup';
import { lookupFrom } from '../shared/site-settings';

const SIMPLE_LIKING = ['websiteSettings', 'simpleLikingEnabled'];

/** `{item|like-button}`: the like control, only when the site has simple liking turned on. */
export const likeButton: Formatter = {
  apply(ctx, _args, vars) {
    const item = vars[0].value;
    if (!isTruthy(lookupFrom(ctx, SIMPLE_LIKING, item))) {
      vars[0].value = '';
      return;
    }
    vars[0].value =
      `\n  <span class="sqs-simple-like" data-item-id="${html(field(item, 'id'))}" data-like-count="${html(field(item, 'likeCount'))}">` +
      '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n';
  },
};
