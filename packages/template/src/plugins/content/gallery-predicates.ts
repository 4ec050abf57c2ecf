import { strictFlag } from '../../exec/lenient';
import { isTruthy } from '../../exec/values';
import type { Predicate } from '../../plugin';

/*
 * Gallery block settings live in the enclosing `options`. The predicates read only what is
 * stored: an unset option matches no value and is not replaced by the editor defaults of spec §3
 * (the conformance vectors p-gallery-design-1 and p-gallery-active-alignment-1 pin this).
 */

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'];
const META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'];
const ALIGNMENTS = ['center', 'left', 'right'];
const SWITCHES = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
];

/** `gallery-<option>-<value>?`: the option holds exactly that value. */
function choice(option: string, prefix: string, values: readonly string[], out: Record<string, Predicate>): void {
  const path = ['options', option];
  for (const value of values) {
    out[`${prefix}${value}?`] = { test: (ctx) => ctx.resolve(path) === value };
  }
}

function buildGalleryPredicates(): Record<string, Predicate> {
  const out: Record<string, Predicate> = {};
  choice('design', 'gallery-design-', DESIGNS, out);
  choice('meta-position', 'gallery-meta-position-', META_POSITIONS, out);
  choice('active-alignment', 'gallery-active-alignment-', ALIGNMENTS, out);
  for (const option of SWITCHES) {
    const path = ['options', option];
    out[`gallery-${option}?`] = { test: (ctx) => strictFlag(ctx.resolve(path)) };
  }
  const controls = ['options', 'controls'];
  const indicators = ['options', 'indicators'];
  // meta (captions, counters) is shown alongside navigation controls or slide indicators
  out['gallery-meta?'] = { test: (ctx) => isTruthy(ctx.resolve(controls)) || isTruthy(ctx.resolve(indicators)) };
  return out;
}

export const galleryPredicates: Record<string, Predicate> = buildGalleryPredicates();
