import type { Predicate } from '../../plugin';
import { testNode } from '../../plugin';
import { looseNumber } from './coerce';
import { BACKGROUND_SOURCES, RECORD_TYPES } from './enumerations';
import { prop } from './prop';

/** `text?`, `image?`, … : is the current record of that type. */
function recordTypePredicates(): Record<string, Predicate> {
  const out: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(RECORD_TYPES)) {
    out[`${name}?`] = testNode((node) => looseNumber(prop(node, 'recordType')) === code);
  }
  return out;
}

/** `background-source-upload?`, … : where the current page's background comes from. */
function backgroundSourcePredicates(): Record<string, Predicate> {
  const out: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(BACKGROUND_SOURCES)) {
    out[`background-source-${name}?`] = testNode((node) => looseNumber(prop(node, 'backgroundSource')) === code);
  }
  return out;
}

export const recordPredicates: Record<string, Predicate> = {
  ...recordTypePredicates(),
  ...backgroundSourcePredicates(),
};
