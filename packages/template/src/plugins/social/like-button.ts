import { isTruthy } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { lookupFrom } from '../content/lookup';
import { attr } from '../content/markup';
import { prop } from '../content/prop';

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
      `\n  <span class="sqs-simple-like" data-item-id="${attr(prop(item, 'id'))}" data-like-count="${attr(prop(item, 'likeCount'))}">` +
      '\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n';
  },
};
