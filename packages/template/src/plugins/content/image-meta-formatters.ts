import { field } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { imageMetaAttrs } from './image-meta';

/** `{image|image-meta}`: loader attributes of the image itself. */
const imageMeta: Formatter = {
  apply(ctx, _args, vars) {
    // A missing image has no attributes at all (an empty object still gets the defaults).
    vars[0].value = vars[0].value === undefined ? '' : imageMetaAttrs(ctx, vars[0].value);
  },
};

/** `{gallery|child-image-meta N}`: attributes of the Nth item (default 0); nothing when absent. */
const childImageMeta: Formatter = {
  prepare(args) {
    return args.length === 0 ? 0 : parseInt(args[0], 10);
  },
  apply(ctx, _args, vars, prepared) {
    const owner = vars[0].value;
    const index = prepared as number;
    const item = index >= 0 ? field(field(owner, 'items'), index) : undefined;
    vars[0].value = item === undefined ? '' : imageMetaAttrs(ctx, item, owner);
  },
};

/** `{page|cover-image-meta}`: attributes of the page's cover image; nothing when it has none. */
const coverImageMeta: Formatter = {
  apply(ctx, _args, vars) {
    const owner = vars[0].value;
    const cover = field(owner, 'coverImage');
    vars[0].value = cover === undefined ? '' : imageMetaAttrs(ctx, cover, owner);
  },
};

export const imageMetaFormatters: Record<string, Formatter> = {
  'image-meta': imageMeta,
  'child-image-meta': childImageMeta,
  'cover-image-meta': coverImageMeta,
};
