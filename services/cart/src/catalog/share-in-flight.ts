/**
 * The read in flight under `key`, or a new one, forgotten once it settles: callers that overlap
 * share one answer (never older than the read they joined), and a failure is not kept.
 */
export function shareInFlight<T>(inFlight: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let shared = inFlight.get(key);
  if (!shared) {
    shared = read().finally(() => inFlight.delete(key));
    inFlight.set(key, shared);
  }
  return shared;
}
