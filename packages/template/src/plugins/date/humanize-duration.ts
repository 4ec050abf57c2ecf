import { mapValue } from '../../plugin';
import { toEpochMs } from './epoch';

/**
 * `{ms|humanizeDuration}`: a duration in milliseconds as minutes:seconds ("2:05", "62:05").
 * Whole seconds are taken as a 32-bit integer, as the published engine does, so huge values wrap.
 */
export function humanizeDuration(ms: number): string {
  const seconds = Number.isFinite(ms) ? (ms / 1000) | 0 : 0;
  const minutes = Math.trunc(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

export const humanizeDurationFormatter = mapValue((value) => humanizeDuration(toEpochMs(value)));
