import { useState } from 'react';
import type { DayRange } from './owner-api';

export function rangeProblemOf({ from, to }: DayRange): string {
  if (from === '' || to === '') return 'Choose a start and an end date.';
  // YYYY-MM-DD compares as text in date order
  return from > to ? 'The start date must be on or before the end date.' : '';
}

export interface DayRangeInput {
  /** The days shown in the inputs: as typed, else the asked ones, else the ones the gateway chose. */
  shown: DayRange;
  /** Why the typed range is not asked for; '' when it is. */
  problem: string;
  change: (from: string, to: string) => void;
}

/**
 * The date range of an owner page as the owner types it: a range is asked for (`onRange`) only once
 * it is one; until the first change the inputs show what the gateway chose by default.
 */
export function useDayRange(
  asked: DayRange,
  answered: DayRange | null,
  onRange: (range: DayRange) => void,
): DayRangeInput {
  // the range as typed; it is asked for only once it is a range
  const [typed, setTyped] = useState<DayRange | null>(null);
  const shown = typed ?? { from: asked.from || answered?.from || '', to: asked.to || answered?.to || '' };
  return {
    shown,
    problem: typed ? rangeProblemOf(typed) : '',
    change: (from, to) => {
      setTyped({ from, to });
      if (rangeProblemOf({ from, to }) === '') onRange({ from, to });
    },
  };
}
