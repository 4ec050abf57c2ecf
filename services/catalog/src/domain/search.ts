import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './cursor';

/**
 * Product search as a shopper types it: the words of a query, how far a misspelt word may be from
 * the word it is corrected to, and the full-text queries the store runs. Pure; the store supplies
 * the corrections it finds in the words products hold.
 */

/** Longer queries are refused rather than cut, so a result never silently ignores what was typed. */
export const MAX_SEARCH_QUERY_LENGTH = 200;
/** Words after these are ignored: every word narrows the results, eight already say it all. */
export const MAX_SEARCH_WORDS = 8;
/** No product word is longer; the rest of a longer one could only make it match nothing. */
export const MAX_SEARCH_WORD_LENGTH = 40;
/** Offset paging reads every earlier row; no shopper pages this far. */
export const MAX_SEARCH_PAGE = 500;

export interface SearchRequest {
  words: string[];
  page: number;
  pageSize: number;
}

/** Letters and digits of any script; everything else (punctuation, control characters) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct lower-case words of a query, in the order typed. */
export function searchWordsOf(query: string): string[] {
  const words = query.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_SEARCH_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
}

/** Checks a search request: 1-based page (0 means 1), page size as for collections (0 = 20, above 100 = 100). */
export function searchRequestOf(query: string, page: number, pageSize: number): SearchRequest {
  if (query.length > MAX_SEARCH_QUERY_LENGTH)
    throw new InvalidArgumentError(`The search query must be at most ${MAX_SEARCH_QUERY_LENGTH} characters.`);
  if (!Number.isSafeInteger(page) || page < 0 || page > MAX_SEARCH_PAGE)
    throw new InvalidArgumentError(`The page must be a whole number from 1 to ${MAX_SEARCH_PAGE}.`);
  if (!Number.isSafeInteger(pageSize) || pageSize < 0)
    throw new InvalidArgumentError('page_size must not be negative.');
  return {
    words: searchWordsOf(query),
    page: Math.max(page, 1),
    pageSize: pageSize === 0 ? DEFAULT_PAGE_SIZE : Math.min(pageSize, MAX_PAGE_SIZE),
  };
}

/**
 * How many edits a word may be from its correction: none for short words (too many words are one
 * edit from 'mug'), one for four letters, two from five ('lenin' is two from 'linen').
 */
export function correctionDistance(word: string): number {
  const length = [...word].length;
  if (length >= 5) return 2;
  return length === 4 ? 1 : 0;
}

export interface WordCorrection {
  typed: string;
  correction: string;
  /** Edits from the typed word to the correction. */
  distance: number;
}

/**
 * The corrections of each typed word that are nearest to it: 'walnot' means 'walnut' (one edit),
 * not also 'want' (two), which would only add products nobody looked for.
 */
export function nearestCorrections(candidates: readonly WordCorrection[]): Map<string, string[]> {
  const nearest = new Map<string, number>();
  for (const { typed, distance } of candidates) nearest.set(typed, Math.min(distance, nearest.get(typed) ?? distance));
  const corrections = new Map<string, string[]>();
  for (const { typed, correction, distance } of candidates) {
    if (distance === nearest.get(typed)) corrections.set(typed, [...(corrections.get(typed) ?? []), correction]);
  }
  return corrections;
}

/** Only plain words go into a text-search query, so no stored word can add query syntax. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

const prefixOf = (word: string) => `'${word}':*`;
const exactlyOf = (word: string) => `'${word}'`;

/**
 * The to_tsquery text a product must match: every word, each as typed (also as a prefix, so 'lin'
 * finds 'linen' as it is typed) or as one of its corrections.
 */
export function matchingQuery(words: readonly string[], corrections: ReadonlyMap<string, readonly string[]>): string {
  return words
    .map((word) => {
      const fixes = (corrections.get(word) ?? []).filter((fix) => PLAIN_WORD.test(fix) && fix !== word);
      return `(${[prefixOf(word), ...fixes.map(exactlyOf)].join(' | ')})`;
    })
    .join(' & ');
}

/** The to_tsquery text of the words as typed, any of them: products matching those rank above corrected matches. */
export function typedWordsQuery(words: readonly string[]): string {
  return words.map(prefixOf).join(' | ');
}
