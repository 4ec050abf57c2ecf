import { useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_FAILED } from '@storefront/ui/account';
import type { CursorPage } from './owner-api';

export interface CursorList<T> {
  items: T[];
  /** False until the first page is read. */
  loaded: boolean;
  hasMore: boolean;
  loading: boolean;
  /** 'Unable to load. Try again.' when the last read failed. */
  problem: string;
  loadMore: () => Promise<void>;
  /** Reads the first page again (after a change), keeping the old rows on screen until it arrives. */
  reload: () => Promise<void>;
}

/**
 * A list the gateway pages by cursor (spec §4: read until there is no next page), one "Load more"
 * press at a time. A press while a page is out is ignored.
 */
export function useCursorList<T>(readPage: (cursor: string) => Promise<CursorPage<T>>): CursorList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const out = useRef(false);

  const read = useCallback(
    async (cursor: string, keep: boolean) => {
      if (out.current) return;
      out.current = true;
      setLoading(true);
      setProblem('');
      try {
        const page = await readPage(cursor);
        setItems((before) => (keep ? [...before, ...page.items] : page.items));
        setNext(page.hasNextPage ? page.nextPageCursor : null);
        setLoaded(true);
      } catch {
        setProblem(LOAD_FAILED);
      } finally {
        out.current = false;
        setLoading(false);
      }
    },
    [readPage],
  );

  useEffect(() => {
    void read('', false);
  }, [read]);

  return {
    items,
    loaded,
    hasMore: next !== null,
    loading,
    problem,
    loadMore: () => (next === null ? Promise.resolve() : read(next, true)),
    reload: () => read('', false),
  };
}
