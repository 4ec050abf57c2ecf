import { useEffect, useState } from 'react';
import { ApiError } from '@storefront/ui';
import { LOAD_FAILED } from '@storefront/ui/account';

export interface RangeAnswer<T> {
  /** The latest answer; kept on screen while a changed query is read. */
  answer: T | null;
  loading: boolean;
  /** The gateway's words for a range it refuses (400), else 'Unable to load. Try again.'. */
  problem: string;
  retry: () => void;
}

/**
 * Reads what an owner page shows for a query (a range of days and its filters), again whenever the
 * query changes; a late answer to an older query is dropped. `read` must not change between renders.
 */
export function useRangeAnswer<Q, T>(read: (query: Q) => Promise<T>, query: Q): RangeAnswer<T> {
  const [answer, setAnswer] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setProblem('');
    read(query).then(
      (answered) => {
        if (!current) return;
        setAnswer(answered);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setProblem(error instanceof ApiError && error.status === 400 ? error.message : LOAD_FAILED);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [read, query, attempt]);

  return { answer, loading, problem, retry: () => setAttempt((n) => n + 1) };
}
