import { ownerApi, type VitalsQuery, type VitalsSummary } from './owner-api';
import { useRangeAnswer, type RangeAnswer } from './use-range-answer';

export type Vitals = RangeAnswer<VitalsSummary>;

/** The web-vitals summary of a query, read again whenever the query changes. */
export function useVitals(query: VitalsQuery): Vitals {
  return useRangeAnswer(ownerApi.vitals, query);
}
