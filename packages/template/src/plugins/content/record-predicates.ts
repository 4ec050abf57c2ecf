import { lenientNumber } from '../../exec/lenient';
import { field } from '../../exec/values';
import type { Predicate } from '../../plugin';
import { testNode } from '../../plugin';
import { BACKGROUND_SOURCES, RECORD_TYPES } from './enumerations';

/** `text?`, `image?`, … : is the current record of that type. */
function recordTypePredicates(): Record<string, Predicate> {
  const out: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(RECORD_TYPES)) {
    out[`${name}?`] = testNode((node) => lenientNumber(field(node, 'recordType')) === code);
  }
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
