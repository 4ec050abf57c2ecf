import { escapeAttr } from '../../escape';
import { field } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { html } from '../shared/markup';
import { imageAlt } from './image-alt';
import { loaderAttrs } from './image-meta';

const DEFAULT_CLASS = 'thumb-image';

/**
 * `{image|image [class]}`: a lazily loaded image plus a <noscript> fallback for crawlers and
 * script-less visitors. A class is taken only when it is the sole argument.
 */
export const image: Formatter = {
  prepare(args) {
    return escapeAttr(args.length === 1 ? args[0] : DEFAULT_CLASS);
  },
  apply(ctx, _args, vars, prepared) {
    const img = vars[0].value;
    const missing = img === undefined;
    const alt = missing ? '' : escapeAttr(imageAlt(ctx, img));
    const meta = missing ? '' : loaderAttrs(img, alt);
    vars[0].value =
      `<noscript><img src="${html(field(img, 'assetUrl'))}" alt="${alt}" /></noscript>` +
      `<img class="${prepared as string}" ${meta}data-load="false" data-image-id="${html(field(img, 'id'))}" data-type="image" />`;
  },
};
