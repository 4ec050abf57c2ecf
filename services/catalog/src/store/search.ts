import { sql } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { rows } from '@storefront/service-kit';
import {
  correctionDistance,
  matchingQuery,
  nearestCorrections,
  typedWordsQuery,
  type SearchRequest,
  type WordCorrection,
} from '../domain/search';
import type { Product } from '../domain/product';
import { getItems } from './items';

export interface SearchPage {
  items: Product[];
  /** Every product the query matches, over all pages. */
  totalCount: number;
}

/** Candidates looked at per misspelt word: the closest few; only the nearest of them are used. */
const CORRECTIONS_PER_WORD = 3;

/**
 * Corrections for the words no product word starts with: products' words within the word's edit
 * distance (fuzzystrmatch) or trigram-similar to it (pg_trgm, which also catches longer words with
 * more edits), nearest first. A word some product word starts with is taken as typed, so a prefix
 * is never 'corrected' into a different word; nor is a stop word, which the search leaves out.
 */
async function correctionsOf(db: Database, words: readonly string[]): Promise<Map<string, string[]>> {
  const typos = words.map((word) => ({ word, allowed: correctionDistance(word) })).filter(({ allowed }) => allowed > 0);
  if (typos.length === 0) return new Map();
  const found = await rows<WordCorrection>(
    db,
    sql`select typed.word as typed, fix.word as correction, fix.distance
        from jsonb_to_recordset(${JSON.stringify(typos)}::jsonb) as typed(word text, allowed int)
        cross join lateral (
          select candidate.word, levenshtein(candidate.word, typed.word) as distance
          from search_words candidate
          where not exists (select 1 from search_words known where starts_with(known.word, typed.word))
            -- a stop word ('about') matches nothing as typed; corrected, it would demand some other word
            and to_tsvector('english', typed.word) <> ''::tsvector
            and (
              levenshtein_less_equal(candidate.word, typed.word, typed.allowed) <= typed.allowed
              or candidate.word % typed.word
            )
          order by distance, similarity(candidate.word, typed.word) desc, candidate.word
          limit ${CORRECTIONS_PER_WORD}
        ) as fix`,
  );
  return nearestCorrections(found);
}

/**
 * One page of the products matching every word of a search, best first: ranked by the words as
 * typed (twice) plus the words with their corrections, with the title weighing most; ties in the
 * collection's order.
 */
export async function searchItems(db: Database, request: SearchRequest): Promise<SearchPage> {
  const { words, page, pageSize } = request;
  if (words.length === 0) return { items: [], totalCount: 0 };
  const corrections = await correctionsOf(db, words);
  const matching = matchingQuery(words, corrections);
  // Without corrections both queries are the same words: ranking once halves the work on the
  // common words that match thousands of products.
  const score =
    corrections.size === 0
      ? sql`ts_rank(products.search_vector, query.matching)`
      : sql`2 * ts_rank(products.search_vector, query.typed) + ts_rank(products.search_vector, query.matching)`;
  const [result] = await rows<{ total: number; ids: string[] }>(
    db,
    sql`with query as (
          select to_tsquery('english', ${matching}) as matching, to_tsquery('english', ${typedWordsQuery(words)}) as typed
        ),
        matches as (
          select products.id, products.position, ${score} as score
          from products, query
          where products.search_vector @@ query.matching
        )
        select (select count(*) from matches)::int as total,
               (select coalesce(json_agg(page.id order by page.score desc, page.position, page.id), '[]')
                from (
                  select id, score, position from matches order by score desc, position, id
                  limit ${pageSize} offset ${(page - 1) * pageSize}
                ) as page) as ids`,
  );
  return { items: await getItems(db, result?.ids ?? []), totalCount: result?.total ?? 0 };
}
