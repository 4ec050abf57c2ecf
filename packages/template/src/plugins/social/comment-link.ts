import { field, scalarText } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { html, safeHref } from '../shared/markup';
import { commentLinkParts } from './comment-count-text';
import { usesDisqus } from './disqus';

/**
 * `{item|comment-link}`: a link to the item's comments with its count. With Disqus the link is
 * left empty for the Disqus script to fill in.
 */
export const commentLink: Formatter = {
  apply(ctx, _args, vars) {
    const item = vars[0].value;
    const url = scalarText(field(item, 'fullUrl'));
    const id = html(field(item, 'id'));
    if (usesDisqus(ctx, item)) {
      vars[0].value = `\n  <a href="${safeHref(url)}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
      return;
    }
    const [count, noun] = commentLinkParts(item);
    vars[0].value =
      `\n  <a href="${safeHref(`${url}#comments-${scalarText(field(item, 'id'))}`)}" class="sqs-comment-link" data-id="${id}">` +
      `\n  ${count}\n  ${noun}\n  </a>\n`;
  },
};
