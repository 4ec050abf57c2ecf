import { useEffect, useState } from 'react';
import { ApiError } from '@storefront/ui';
import { LOAD_FAILED } from '@storefront/ui/account';
import { ownerApi, type VitalsQuery, type VitalsSummary } from './owner-api';

export interface Vitals {
  /** The latest answer; kept on screen while a changed query is read. */
  summary: VitalsSummary | null;
  loading: boolean;
  /** The gateway's words for a range it refuses (400), else 'Unable to load. Try again.'. */
  problem: string;
  retry: () => void;
}

/** Reads the web-vitals summary of a query, again whenever the query changes; a late answer to an older query is dropped. */
export function useVitals(query: VitalsQuery): Vitals {
  const [summary, setSummary] = useState<VitalsSummary | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setProblem('');
    ownerApi.vitals(query).then(
      (answer) => {
        if (!current) return;
        setSummary(answer);
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
  }, [query, attempt]);

  return { summary, loading, problem, retry: () => setAttempt((n) => n + 1) };
}
