import { lenientNumber } from '../../exec/lenient';
import { field } from '../../exec/values';
import type { Predicate } from '../../plugin';
import { testNode } from '../../plugin';
import { BACKGROUND_SOURCES, RECORD_TYPES } from './enumerations';

/**
 * Record types whose items can also be promoted as a block of the same name: `image?` holds for an
 * image record and for any item promoted as an image block, and so on.
 */
const PROMOTED_RECORD_TYPES = new Set(['image', 'quote', 'link', 'video', 'gallery']);

/** `text?`, `image?`, … : is the current record of that type (or promoted as one). */
function recordTypePredicates(): Record<string, Predicate> {
  const out: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(RECORD_TYPES)) {
    const promoted = PROMOTED_RECORD_TYPES.has(name);
    out[`${name}?`] = testNode(
      (node) =>
        lenientNumber(field(node, 'recordType')) === code || (promoted && field(node, 'promotedBlockType') === name),
    );
  }
  // An embedded video (a video record or a video block) is what `external-video?` asks about.
  out['external-video?'] = out['video?'];
  return out;
}

/** `background-source-upload?`, … : where the current page's background comes from. */
function backgroundSourcePredicates(): Record<string, Predicate> {
  const out: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(BACKGROUND_SOURCES)) {
    out[`background-source-${name}?`] = testNode((node) => lenientNumber(field(node, 'backgroundSource')) === code);
  }
  return out;
}

export const recordPredicates: Record<string, Predicate> = {
  ...recordTypePredicates(),
  ...backgroundSourcePredicates(),
};
